import type { DatabaseHandle } from '../../db/client.server';
import { recipientAccess } from '../../db/schema';
import { createRecipientSession } from '../../domain/recipients/recipient-sessions.server';
import { hashToken } from '../../domain/shared/tokens.server';
import { RECIPIENT_SESSION_COOKIE } from '../../server/http/session-cookie';
import type { TestApp } from './test-app';

const DAY = 24 * 60 * 60 * 1000;

/** A client carrying a live recipient session for the campaign (issue 16's family tools accept it). */
export async function recipientClientOf(database: DatabaseHandle, app: TestApp, campaignId: number) {
  const [access] = await database.db
    .insert(recipientAccess)
    .values({
      campaignId,
      recipientPhone: '+254722000111',
      accessCode: hashToken(`code-${campaignId}-${Math.random()}`),
      expiresAt: new Date(Date.now() + 30 * DAY),
    })
    .returning();
  const cookie = `${RECIPIENT_SESSION_COOKIE}=${await createRecipientSession(database.db, access.id)}`;
  return {
    cookie,
    postJson: (path: string, body: unknown) => app.postJson(path, body, { cookie }),
    fetch: (path: string, init: RequestInit = {}) =>
      app.fetch(path, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } }),
  };
}
