import { rebuildCampaignTotals } from '../domain/campaigns/index.server';
import { openConfiguredDatabase } from './lib/open-configured-database';

/**
 * `npm run totals:rebuild`: recomputes every campaign's kept totals from its contributions (decision 014) and says
 * how many were wrong. They are kept by a trigger, so the answer is 0 unless contributions were changed with the
 * trigger disabled (a bulk load, a restore). On the embedded database, stop the server first: it owns the data.
 */
const { database } = await openConfiguredDatabase();
try {
  const wrong = await rebuildCampaignTotals(database.db);
  process.stdout.write(
    `Rebuilt the kept campaign totals: ${wrong} row(s) had differed from the contributions.\n`,
  );
} finally {
  await database.close();
}
