import { configOrExit } from '../../config/config-or-exit.server';
import { openDatabase } from '../../db/client.server';

/** Opens the database the server would use (migrating it), or exits with one line saying why not. */
export async function openConfiguredDatabase() {
  const config = configOrExit();
  try {
    const database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    );
    return { config, database };
  } catch (error) {
    if (error instanceof Error) {
      process.stderr.write(`pamoja: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
