import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../config/env.server';
import { openDatabase } from '../db/client.server';
import { DataDirLockedError } from '../db/data-dir-lock.server';
import {
  type AdminAccountResult,
  adminAccountSchema,
  createAdminUser,
} from '../domain/accounts/create-admin-user.server';
import { BASE_LOCALE } from '../domain/shared/locales';
import { refusalIn } from '../domain/shared/refusal-words.server';
import { requestAdminAccount } from '../server/admin-endpoint';

/**
 * `npm run admin:create -- --email E [--password P]`: creates an admin, or promotes the account with that address.
 * Without --password it asks (hidden when typed at a terminal, else the first line of standard input).
 * On the embedded database while the server runs, the server does the work (it owns the data directory).
 */
function fail(message: string): never {
  // An engineer's command: a refusal written as a catalogue key is said in English.
  process.stderr.write(`admin:create: ${refusalIn(BASE_LOCALE, message)}\n`);
  process.exit(1);
}

async function readPassword(): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  stdout.write('Password: ');
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  let password = '';
  for await (const chunk of stdin) {
    for (const character of String(chunk)) {
      if (character === '\u0003') fail('cancelled');
      if (character === '\r' || character === '\n') {
        stdin.setRawMode(false);
        stdin.pause();
        stdout.write('\n');
        return password;
      }
      password = character === '\u007f' ? password.slice(0, -1) : password + character;
    }
  }
  return password;
}

function summaryOf(result: AdminAccountResult): string {
  switch (result.action) {
    case 'created':
      return `Created admin account ${result.email} (user ${result.userId}).`;
    case 'promoted':
      return `Promoted the existing account ${result.email} (user ${result.userId}) to admin; its password is unchanged.`;
    default:
      return `${result.email} (user ${result.userId}) is already an admin: nothing changed.`;
  }
}

async function main() {
  let options: { email?: string; password?: string };
  try {
    ({ values: options } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\nUsage: npm run admin:create -- --email E --password P`);
  }
  if (!options.email) fail('--email is required. Usage: npm run admin:create -- --email E --password P');
  const password = options.password ?? (await readPassword());
  const parsed = adminAccountSchema.safeParse({ email: options.email, password });
  if (!parsed.success) fail(parsed.error.issues[0].message);
  const input = { email: options.email, password };

  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }
  let result: AdminAccountResult;
  if (database) {
    try {
      result = await createAdminUser(database.db, input);
    } finally {
      await database.close();
    }
  } else {
    result = await requestAdminAccount(config.dataDir, input);
  }
  process.stdout.write(`${summaryOf(result)}\n`);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
