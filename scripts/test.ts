import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `npm test`: lint, types, the production build, unit and integration tests (PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL is set), then the end-to-end journeys in Debian's Chromium (installed here when missing and root),
 * including Google sign-in against a local OpenID Connect issuer and card payments against the fake Stripe.
 */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${label} failed\n`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `Chromium not found at ${chromium}. Install Debian's chromium package or set CHROME_PATH.\n`,
    );
    process.exit(1);
  }
  run('install Chromium from Debian', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
  ]);
}

const npx = 'npx';
run('lint', npx, ['biome', 'check', '.']);
// The compiled message catalogue (paraglide/, not committed) before anything reads its types.
run('messages', 'node', ['--import', 'tsx', 'scripts/compile-messages.ts']);
run('typecheck', npx, ['react-router', 'typegen']);
run('typecheck', npx, ['tsc', '--noEmit']);
// The build comes before Vitest: the start-up tests run the real production server.
run('production build', npx, ['react-router', 'build']);
run('unit and integration tests', npx, ['vitest', 'run']);
ensureChromium();
run('end-to-end tests', npx, ['playwright', 'test']);
run('end-to-end Google sign-in', npx, ['playwright', 'test', '-c', 'playwright.google.config.ts']);
run('end-to-end card payments with Stripe', npx, ['playwright', 'test', '-c', 'playwright.stripe.config.ts']);
process.stdout.write('\n✔ all checks passed\n');
