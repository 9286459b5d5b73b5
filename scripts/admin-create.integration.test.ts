import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.server';
import { users } from '../db/schema';
import { verifyPassword } from '../domain/accounts/passwords.server';
import { createUser } from '../seed/factories';
import { ADMIN_ENDPOINT_FILE, startAdminEndpoint } from '../server/admin-endpoint';
import { createTestDatabase } from '../tests/setup/test-database';

const projectRoot = path.resolve(import.meta.dirname, '..');
const engine = process.env.TEST_DATABASE_ENGINE;
const temporaryDirs: string[] = [];
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pamoja-admin-'));
  temporaryDirs.push(dir);
  return dir;
}

/** Runs the real command as a separate process, as an operator would. */
function adminCreate(args: string[], env: Record<string, string>, stdin?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin.end(stdin ?? '');
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const PASSWORD = 'a-long-admin-password';

describe.runIf(engine === 'pglite')('admin:create on the embedded database', () => {
  it('when no server runs, then it opens the data directory itself and creates the admin', async () => {
    const dataDir = newDataDir();
    const created = await adminCreate(['--email', 'Chief@Pamoja.example', '--password', PASSWORD], {
      DATA_DIR: dataDir,
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created admin account chief@pamoja\.example \(user \d+\)\.\n$/);

    const again = await adminCreate(
      ['--email', 'chief@pamoja.example'],
      { DATA_DIR: dataDir },
      `${PASSWORD}\n`,
    );
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is already an admin: nothing changed');

    const database = await openDatabase({ dataDir });
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'chief@pamoja.example'));
    await database.close();
    expect(admin.isAdmin).toBe(true);
    expect(await verifyPassword(admin.password!, PASSWORD)).toBe(true);
  }, 60_000);

  it('when the server holds the data directory, then the command asks the server and promotes the account', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir });
    const endpoint = await startAdminEndpoint({
      dataDir,
      db: database.db,
      logger: pino({ level: 'silent' }),
    });
    try {
      expect(statSync(path.join(dataDir, ADMIN_ENDPOINT_FILE)).mode & 0o777).toBe(0o600);
      const organizer = await createUser(database.db, { email: 'organizer@pamoja.example' });
      const result = await adminCreate(['--email', 'organizer@pamoja.example', '--password', PASSWORD], {
        DATA_DIR: dataDir,
      });
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain(
        `Promoted the existing account organizer@pamoja.example (user ${organizer.id}) to admin`,
      );
      const [stored] = await database.db.select().from(users).where(eq(users.id, organizer.id));
      expect(stored.isAdmin).toBe(true);
      expect(stored.password).toBe(organizer.password);
    } finally {
      await endpoint.close();
      await database.close();
    }
  }, 60_000);

  it('when the endpoint is asked without its token, then it refuses', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir: null });
    const endpoint = await startAdminEndpoint({
      dataDir,
      db: database.db,
      logger: pino({ level: 'silent' }),
    });
    try {
      const { port } = JSON.parse(readFileSync(path.join(dataDir, ADMIN_ENDPOINT_FILE), 'utf8'));
      const response = await fetch(`http://127.0.0.1:${port}/admin-users`, {
        method: 'POST',
        headers: { authorization: 'Bearer guessed', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'intruder@example.com', password: PASSWORD }),
      });
      expect(response.status).toBe(401);
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      await endpoint.close();
      await database.close();
    }
  });

  it.each([
    [['--email', 'not-an-email', '--password', PASSWORD], 'Please enter a valid email address'],
    [
      ['--email', 'chief@pamoja.example', '--password', 'short'],
      'Admin passwords must be at least 12 characters',
    ],
    [['--password', PASSWORD], '--email is required'],
  ])('when given %j, then it fails clearly without touching the data', async (args, message) => {
    const dataDir = newDataDir();
    const result = await adminCreate(args, { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(() => statSync(path.join(dataDir, 'pglite'))).toThrow();
  });
});

describe.runIf(engine === 'postgres')('admin:create on PostgreSQL', () => {
  it('when DATABASE_URL is set, then it connects directly and creates the admin', async () => {
    const database = await createTestDatabase();
    try {
      const result = await adminCreate(['--email', 'chief@pamoja.example', '--password', PASSWORD], {
        DATABASE_URL: database.url!,
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const [admin] = await database.db.select().from(users).where(eq(users.email, 'chief@pamoja.example'));
      expect(admin.isAdmin).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
