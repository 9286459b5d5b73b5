import { ConfigError, parseConfig } from '../../config/env.server';
import { openDatabase } from '../../db/client.server';

/** Opens the database the server would use (migrating it), or exits with one line saying why not. */
export async function openConfiguredDatabase() {
  try {
    const config = parseConfig(process.env);
    const database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    );
    return { config, database };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof Error) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
