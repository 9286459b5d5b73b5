import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions, emailOutbox } from '../../db/schema';
import { createSession } from '../../domain/accounts/sessions.server';
import { createCampaign, createUser } from '../../seed/factories';
import { SESSION_COOKIE } from '../../server/http/session-cookie';

/** An organizer with a signed-in session cookie and one campaign, for API tests. */
export async function createOrganizerWithCampaign(
  db: Database,
  campaign: Partial<Parameters<typeof createCampaign>[1]> = {},
) {
  const organizer = await createUser(db);
  const created = await createCampaign(db, {
    organizerId: organizer.id,
    organizerEmail: organizer.email,
    ...campaign,
  });
  const cookie = `${SESSION_COOKIE}=${await createSession(db, organizer.id)}`;
  return { organizer, campaign: created, cookie };
}

export async function signedInCookie(db: Database, userId: number) {
  return `${SESSION_COOKIE}=${await createSession(db, userId)}`;
}

export async function contributionCount(db: Database, campaignId: number): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contributions)
    .where(eq(contributions.campaignId, campaignId));
  return count;
}

export async function mailsTo(db: Database, address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}
