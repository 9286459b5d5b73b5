import { asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.server';
import { campaigns, nomineeChangeRequests, recipientAccess, users } from '../../db/schema';

const PENDING_SHOWN = 50;
const DECIDED_SHOWN = 10;

export interface NomineeChangeRow {
  id: number;
  campaignId: number;
  deceasedName: string;
  recipientName: string;
  reason: string;
  /** Who asked: the organizer's account, or the recipient in their session. */
  requestedBy:
    | { kind: 'organizer'; name: string; email: string }
    | { kind: 'recipient'; phone: string | null };
  requestedAt: string;
  status: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

function query(db: Database) {
  return db
    .select({
      request: nomineeChangeRequests,
      deceasedName: campaigns.deceasedName,
      recipientName: campaigns.recipientName,
      requesterName: requester.username,
      requesterEmail: requester.email,
      recipientPhone: recipientAccess.recipientPhone,
      deciderEmail: decider.email,
    })
    .from(nomineeChangeRequests)
    .innerJoin(campaigns, eq(campaigns.id, nomineeChangeRequests.campaignId))
    .leftJoin(requester, eq(requester.id, nomineeChangeRequests.requestedByUserId))
    .leftJoin(recipientAccess, eq(recipientAccess.id, nomineeChangeRequests.requestedByRecipientAccessId))
    .leftJoin(decider, eq(decider.id, nomineeChangeRequests.decidedByAdminId));
}

type Fetched = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

function rowOf({ request, ...found }: Fetched): NomineeChangeRow {
  return {
    id: request.id,
    campaignId: request.campaignId,
    deceasedName: found.deceasedName,
    recipientName: found.recipientName,
    reason: request.reason,
    requestedBy:
      found.requesterEmail !== null
        ? {
            kind: 'organizer',
            name: found.requesterName ?? found.requesterEmail,
            email: found.requesterEmail,
          }
        : { kind: 'recipient', phone: found.recipientPhone },
    requestedAt: request.createdAt.toISOString(),
    status: request.status,
    decidedBy: found.deciderEmail,
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The nominee-change requests for the Payouts tab: those waiting for a decision, oldest first (at most 50, the
 * queue), then the ten decided most recently. Requests are few (one pending per campaign at most).
 */
export async function listNomineeChanges(db: Database) {
  const [pending, decided] = await Promise.all([
    query(db)
      .where(eq(nomineeChangeRequests.status, 'pending'))
      .orderBy(asc(nomineeChangeRequests.createdAt), asc(nomineeChangeRequests.id))
      .limit(PENDING_SHOWN),
    query(db)
      .where(ne(nomineeChangeRequests.status, 'pending'))
      .orderBy(desc(nomineeChangeRequests.decidedAt), desc(nomineeChangeRequests.id))
      .limit(DECIDED_SHOWN),
  ]);
  return { pending: pending.map(rowOf), recentlyDecided: decided.map(rowOf) };
}
