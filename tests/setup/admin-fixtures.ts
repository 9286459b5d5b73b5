import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { auditLog } from '../../db/schema';
import type { TestClient } from './test-app';

/** The newest audit row of `action`, or undefined. */
export async function lastAuditOf(db: Database, action: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** A dashboard form posted as a browser without JavaScript does: form-encoded, from the site's own origin. */
export function postDashboardForm(
  client: TestClient,
  baseUrl: string,
  tab: string,
  fields: Record<string, string>,
) {
  return client.fetch(`/admin/pamoja-control-panel?tab=${tab}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
  });
}
