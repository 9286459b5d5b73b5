import { openConfiguredDatabase } from './lib/open-configured-database';

// Opening the database applies every committed migration (the server does the same at start).
const { database } = await openConfiguredDatabase();
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
