import { seedDemoData } from '../seed/demo';
import { openConfiguredDatabase } from './lib/open-configured-database';

const { config, database } = await openConfiguredDatabase();
const demo = await seedDemoData(database.db);
await database.close();
process.stdout.write(
  demo
    ? `Seeded the demo campaign: ${config.baseUrl}${demo.campaignPath}\nDemo organizer: ${demo.email} / ${demo.password}\n`
    : 'The database already has users: nothing seeded.\n',
);
