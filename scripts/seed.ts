import { createLocalFileStore, uploadsDirectoryOf } from '../integrations/storage/local-file-store.server';
import { demoBanner, seedDemoData } from '../seed/demo';
import { openConfiguredDatabase } from './lib/open-configured-database';

const { config, database } = await openConfiguredDatabase();
const demo = await seedDemoData(database.db, {
  password: config.demoPassword,
  baseUrl: config.baseUrl,
  fileStore: createLocalFileStore(uploadsDirectoryOf(config.dataDir)),
});
await database.close();
process.stdout.write(
  demo
    ? `Seeded the demo campaign.\n${demoBanner(demo, config.baseUrl)}\n`
    : 'The database already has users: nothing seeded.\n',
);
