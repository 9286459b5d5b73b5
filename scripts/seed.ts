import { seedDemoData } from '../seed/demo';
import { openConfiguredDatabase } from './lib/open-configured-database';

const { config, database } = await openConfiguredDatabase();
const demo = await seedDemoData(database.db, { password: config.demoPassword });
await database.close();
process.stdout.write(
  demo
    ? `Seeded the demo campaign: ${config.baseUrl}${demo.campaignPath}\nDemo organizer: ${demo.email} / ${demo.password} (shown once; forgotten? use /forgot-password and open the link at /dev/mail)\n`
    : 'The database already has users: nothing seeded.\n',
);
