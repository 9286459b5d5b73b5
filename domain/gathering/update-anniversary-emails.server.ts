import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { recordAudit } from '../shared/audit.server';
import { NotFoundError } from '../shared/errors';
import { type LimitedRequest, linkTokenAttempt } from '../shared/rate-limits';
import { idOfSignedToken, signedTokenOf } from '../shared/tokens.server';
import { ANNIVERSARY_LINK_NOT_FOUND, type AnniversaryEmailsChoice } from './anniversaries';
import { requireFamilyCampaign } from './family-campaign.server';

const PURPOSE = 'anniversary-emails';

/** The page where the family, from the e-mail's link and without signing in, turns anniversary e-mails off or on. */
export function anniversaryEmailsPathOf(secret: string, campaignId: number): string {
  return `/stop-anniversary-emails/${signedTokenOf(secret, PURPOSE, campaignId)}`;
}

/** The campaign the signed link names; a wrong link counts against the address's link-token limit. */
function campaignOfToken(db: Database, token: string, dependencies: { secret: string } & LimitedRequest) {
  return linkTokenAttempt(dependencies, () => campaignOfSignedToken(db, token, dependencies.secret));
}

async function campaignOfSignedToken(db: Database, token: string, secret: string) {
  const campaignId = idOfSignedToken(secret, PURPOSE, token);
  const [campaign] =
    campaignId === null
      ? []
      : await db
          .select({
            id: campaigns.id,
            customUrl: campaigns.customUrl,
            deceasedName: campaigns.deceasedName,
            anniversaryEmails: campaigns.anniversaryEmails,
          })
          .from(campaigns)
          .where(and(eq(campaigns.id, campaignId), isNull(campaigns.deletedAt)));
  if (!campaign) throw new NotFoundError(ANNIVERSARY_LINK_NOT_FOUND);
  return campaign;
}

export interface AnniversaryEmailsSetting {
  deceasedName: string;
  campaignPath: string;
  anniversaryEmails: boolean;
}

const settingOf = (campaign: Awaited<ReturnType<typeof campaignOfToken>>): AnniversaryEmailsSetting => ({
  deceasedName: campaign.deceasedName,
  campaignPath: campaignPathOf(campaign),
  anniversaryEmails: campaign.anniversaryEmails,
});

/** What the e-mail's link shows: whose memorial, and whether its anniversary e-mails are on. */
export async function getAnniversaryEmailsSetting(
  db: Database,
  input: { token: string },
  dependencies: { secret: string } & LimitedRequest,
): Promise<AnniversaryEmailsSetting> {
  return settingOf(await campaignOfToken(db, input.token, dependencies));
}

/** Stores the choice and its audit entry in one transaction. */
async function saveAnniversaryEmails(
  db: Database,
  campaignId: number,
  anniversaryEmails: boolean,
  audit: { who: Partial<ReturnType<typeof auditActorOf>>; through: string },
  dependencies: { ipAddress?: string; userAgent?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(campaigns)
      .set({ anniversaryEmails, updatedAt: new Date() })
      .where(eq(campaigns.id, campaignId));
    await recordAudit(
      tx,
      {
        action: 'campaign.anniversary_emails',
        entityType: 'campaign',
        entityId: campaignId,
        ...audit.who,
        details: { anniversaryEmails, through: audit.through },
      },
      dependencies,
    );
  });
}

/**
 * Turns a campaign's anniversary e-mails off (or back on) for whoever holds the e-mail's signed link: no sign-in,
 * as one click in an e-mail must work on any phone. Audited without a person, since the link names nobody.
 */
export async function updateAnniversaryEmails(
  db: Database,
  input: { token: string; choice: AnniversaryEmailsChoice },
  dependencies: { secret: string; userAgent?: string } & LimitedRequest,
): Promise<AnniversaryEmailsSetting> {
  const { anniversaryEmails } = input.choice;
  const campaign = await campaignOfToken(db, input.token, dependencies);
  await saveAnniversaryEmails(
    db,
    campaign.id,
    anniversaryEmails,
    { who: {}, through: 'e-mail link' },
    dependencies,
  );
  return settingOf({ ...campaign, anniversaryEmails });
}

/** The same choice from the family's own page (organizer or recipient session), audited with who made it. */
export async function updateFamilyAnniversaryEmails(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; choice: AnniversaryEmailsChoice },
  dependencies: { ipAddress?: string; userAgent?: string },
): Promise<{ anniversaryEmails: boolean }> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const { anniversaryEmails } = input.choice;
  await saveAnniversaryEmails(
    db,
    campaign.id,
    anniversaryEmails,
    { who: auditActorOf(input.actor, campaign), through: 'family page' },
    dependencies,
  );
  return { anniversaryEmails };
}
