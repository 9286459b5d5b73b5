import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, recipientAccess } from '../../db/schema';
import { recordAudit } from '../shared/audit.server';
import { InvalidInputError, UnauthorizedError } from '../shared/errors';
import { consumeAll, type Limiter, type Limiters, limiterFor, rewardAll } from '../shared/rate-limits';
import { hashToken } from '../shared/tokens.server';
import { normalizeAccessCode, phoneInE164 } from './access-codes';
import {
  INVALID_RECIPIENT_ACCESS,
  MISSING_INFORMATION,
  type RecipientAccessAttempt,
} from './recipient-access-schema';

export interface ValidatedRecipientAccess {
  accessId: number;
  expiresAt: Date;
  campaign: { id: number; customUrl: string };
}

function samePhone(a: string, b: string): boolean {
  // Hashes have one length, so the comparison takes the same time whatever was typed.
  return timingSafeEqual(Buffer.from(hashToken(a), 'hex'), Buffer.from(hashToken(b), 'hex'));
}

/**
 * The recipient's code and phone (spec part 2 §4, issue 13 item 2). A wrong code, a wrong phone, an expired or a
 * revoked code all get one answer, after the same work; failures are counted per code and per address, each attempt
 * counted before anything is looked up and given back when it succeeds (decision 022): once either is spent the
 * answer is 429, however many tries arrive at once. The phone is compared in E.164, read with the
 * recipient's country as the default region, so it may be typed with or without its country code.
 */
export async function validateRecipientAccess(
  db: Database,
  attempt: RecipientAccessAttempt,
  { limiters, ipAddress, userAgent }: { limiters: Limiters; ipAddress: string; userAgent?: string },
  now = new Date(),
): Promise<ValidatedRecipientAccess> {
  const typedCode = normalizeAccessCode(attempt.accessCode.trim());
  const typedPhone = attempt.phone.trim();
  if (!typedCode || !typedPhone) throw new InvalidInputError(MISSING_INFORMATION);

  const codeHash = hashToken(typedCode);
  const perCode = limiterFor(limiters, 'recipientAccessFailuresPerCode');
  const perIp = limiterFor(limiters, 'recipientAccessFailuresPerIp');
  const counted: Array<[Limiter, string]> = [
    [perCode, codeHash],
    [perIp, ipAddress],
  ];
  await consumeAll(counted);

  const [found] = await db
    .select({
      accessId: recipientAccess.id,
      recipientPhone: recipientAccess.recipientPhone,
      isActive: recipientAccess.isActive,
      expiresAt: recipientAccess.expiresAt,
      campaignId: campaigns.id,
      customUrl: campaigns.customUrl,
      recipientCountry: campaigns.recipientCountry,
    })
    .from(recipientAccess)
    .innerJoin(campaigns, eq(campaigns.id, recipientAccess.campaignId))
    .where(eq(recipientAccess.accessCode, codeHash))
    .limit(1);
  const typedE164 = phoneInE164(typedPhone, found?.recipientCountry ?? null) ?? typedPhone;
  const phoneMatches = samePhone(typedE164, found?.recipientPhone ?? '');
  if (!found || !phoneMatches || !found.isActive || found.expiresAt <= now) {
    throw new UnauthorizedError(INVALID_RECIPIENT_ACCESS);
  }

  await rewardAll(counted);
  await db.transaction(async (tx) => {
    await tx
      .update(recipientAccess)
      .set({ lastAccessedAt: now })
      .where(eq(recipientAccess.id, found.accessId));
    await recordAudit(
      tx,
      {
        action: 'recipient_access.session_start',
        entityType: 'campaign',
        entityId: found.campaignId,
        recipientAccessId: found.accessId,
      },
      { ipAddress, userAgent },
    );
  });
  return {
    accessId: found.accessId,
    expiresAt: found.expiresAt,
    campaign: { id: found.campaignId, customUrl: found.customUrl },
  };
}

/**
 * POST /api/recipient-access/{code}/accessed: marks the access used. The code names the access; only the
 * recipient session opened with it may mark it (a code in a URL grants nothing).
 */
export async function markRecipientAccessUsed(
  db: Database,
  { accessCode, recipient }: { accessCode: string; recipient: { accessId: number } | null },
  now = new Date(),
): Promise<void> {
  if (!recipient) throw new UnauthorizedError(INVALID_RECIPIENT_ACCESS);
  const [updated] = await db
    .update(recipientAccess)
    .set({ lastAccessedAt: now })
    .where(
      and(
        eq(recipientAccess.id, recipient.accessId),
        eq(recipientAccess.accessCode, hashToken(normalizeAccessCode(accessCode))),
      ),
    )
    .returning({ id: recipientAccess.id });
  if (!updated) throw new UnauthorizedError(INVALID_RECIPIENT_ACCESS);
}
