import { and, eq } from 'drizzle-orm';
import { site } from '../../config/site';
import type { Database } from '../../db/client.server';
import { campaigns, pageReports } from '../../db/schema';
import type { CurrentUser } from '../accounts/sessions.server';
import { CAMPAIGN_NOT_FOUND, campaignPathOf } from '../campaigns/campaign-rules';
import { notDeleted } from '../campaigns/get-campaign.server';
import { PAGE_REPORT_LIMITS, pageReportReasonLabel } from '../campaigns/page-report-schemas';
import { queueLineEmail } from '../notifications/line-email.server';
import type { Mailer } from '../notifications/send-email.server';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { ConflictError, InvalidInputError, NotFoundError } from '../shared/errors';

/**
 * What an admin may do with a reported page (issue 34): pause it (no gifts, a neutral notice on the page, the
 * organizer told), contact its organizer by e-mail with the reason, or dismiss the report. Each settles the report.
 */
export const PAGE_REPORT_DECISIONS = ['pause', 'contact', 'dismiss'] as const;
export type PageReportDecision = (typeof PAGE_REPORT_DECISIONS)[number];

/** The admin's own words to the organizer, sent with a pause or a contact (optional). */
export function pageNoteOf(value: unknown): string | null {
  const note = typeof value === 'string' ? value.trim() : '';
  if (note.length > PAGE_REPORT_LIMITS.adminNote) {
    const tooLong = `Please keep the note to ${PAGE_REPORT_LIMITS.adminNote.toLocaleString('en')} characters`;
    throw new InvalidInputError(tooLong, { note: tooLong });
  }
  return note || null;
}

export const PAGE_REPORT_ADMIN_MESSAGES = {
  notFound: 'Report not found',
  alreadySettled: 'This report was already settled',
  campaignNotFound: CAMPAIGN_NOT_FOUND,
  notPaused: 'This page is not paused',
  done: {
    pause: 'Page paused: it takes no gifts, and its organizer was told',
    contact: 'The organizer was e-mailed',
    dismiss: 'Report dismissed',
  },
  unpaused: 'Page open to gifts again, and its organizer was told',
} as const satisfies Record<string, unknown>;

/** The status a settled report keeps: what the admin did. */
const SETTLED_STATUS: Record<PageReportDecision, string> = {
  pause: 'paused',
  contact: 'contacted',
  dismiss: 'dismissed',
};

export interface PageDecisionDependencies extends AuditOrigin {
  mailer: Pick<Mailer, 'send' | 'deliverSoon'>;
  baseUrl: string;
  campaignChanged(campaignId: number): void;
  now?: Date;
}

type OrganizerOfPage = {
  id: number;
  customUrl: string;
  deceasedName: string;
  organizerName: string;
  organizerEmail: string;
  pausedAt: Date | null;
};

/** The organizer's e-mail of a decision: neutral words, since a report is a question, not a verdict. */
function organizerLines(
  decision: PageReportDecision | 'unpause',
  campaign: OrganizerOfPage,
  pageUrl: string,
  reason: string,
  note: string | null,
): { subject: string; lines: string[] } | null {
  const greeting = [`Dear ${campaign.organizerName},`, ''];
  const reply = `If you have any question, reply to this e-mail or write to ${site.supportEmail}.`;
  const noteLines = note ? ['', 'A word from the Pamoja team:', note] : [];
  switch (decision) {
    case 'pause':
      return {
        subject: `Gifts to the page of ${campaign.deceasedName} are paused while we check it`,
        lines: [
          ...greeting,
          `Someone asked us to look at the memorial page of ${campaign.deceasedName} (${pageUrl}). While we check it with the family, the page stays online but takes no gifts; givers see that gifts are paused.`,
          '',
          `What we were told: ${reason}.`,
          ...noteLines,
          '',
          'This happens whenever a page is reported, and it is not a judgement. Please reply to tell us how you are related to the person and, if another page exists for them, how the two pages relate. Once we have checked, we open the page to gifts again.',
          '',
          reply,
        ],
      };
    case 'contact':
      return {
        subject: `A question about the page of ${campaign.deceasedName}`,
        lines: [
          ...greeting,
          `Someone asked us to look at the memorial page of ${campaign.deceasedName} (${pageUrl}). Nothing has changed on the page.`,
          '',
          `What we were told: ${reason}.`,
          ...noteLines,
          '',
          'Could you reply to tell us how you are related to the person and, if another page exists for them, how the two pages relate?',
          '',
          reply,
        ],
      };
    case 'unpause':
      return {
        subject: `The page of ${campaign.deceasedName} takes gifts again`,
        lines: [
          ...greeting,
          `We have finished checking the memorial page of ${campaign.deceasedName} (${pageUrl}). It takes gifts again. Thank you for your patience.`,
          '',
          reply,
        ],
      };
    default:
      return null;
  }
}

async function lockedCampaign(tx: Database, campaignId: number): Promise<OrganizerOfPage | undefined> {
  const [campaign] = await tx
    .select({
      id: campaigns.id,
      customUrl: campaigns.customUrl,
      deceasedName: campaigns.deceasedName,
      organizerName: campaigns.organizerName,
      organizerEmail: campaigns.organizerEmail,
      pausedAt: campaigns.pausedAt,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), notDeleted))
    .for('update');
  return campaign;
}

/**
 * An admin settles a reported page: one transaction with its audit entry and the organizer's e-mail; only an open
 * report, once. Pausing a page already paused keeps its first pause's time.
 */
export async function decidePageReport(
  db: Database,
  {
    admin,
    reportId,
    decision,
    note = null,
  }: { admin: CurrentUser; reportId: number; decision: PageReportDecision; note?: string | null },
  dependencies: PageDecisionDependencies,
): Promise<{ campaignId: number }> {
  const now = dependencies.now ?? new Date();
  const campaignId = await db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        id: pageReports.id,
        campaignId: pageReports.campaignId,
        reason: pageReports.reason,
        status: pageReports.status,
      })
      .from(pageReports)
      .where(eq(pageReports.id, reportId))
      .for('update');
    if (!report) throw new NotFoundError(PAGE_REPORT_ADMIN_MESSAGES.notFound);
    if (report.status !== 'open') throw new ConflictError(PAGE_REPORT_ADMIN_MESSAGES.alreadySettled);
    const campaign = await lockedCampaign(tx as unknown as Database, report.campaignId);
    if (!campaign) throw new NotFoundError(PAGE_REPORT_ADMIN_MESSAGES.campaignNotFound);

    if (decision === 'pause' && !campaign.pausedAt) {
      await tx.update(campaigns).set({ pausedAt: now }).where(eq(campaigns.id, campaign.id));
    }
    await tx
      .update(pageReports)
      .set({ status: SETTLED_STATUS[decision], resolvedAt: now, resolvedBy: admin.id })
      .where(eq(pageReports.id, report.id));
    await tellOrganizer(tx as unknown as Database, decision, campaign, dependencies, {
      reason: pageReportReasonLabel(report.reason),
      note,
    });
    await recordAudit(
      tx,
      {
        action: `admin.page_report_${decision}`,
        entityType: 'page_report',
        entityId: report.id,
        adminId: admin.id,
        details: { campaignId: campaign.id, reason: report.reason, ...(note && { note }) },
      },
      dependencies,
    );
    return campaign.id;
  });
  if (decision !== 'dismiss') dependencies.mailer.deliverSoon();
  if (decision === 'pause') dependencies.campaignChanged(campaignId);
  return { campaignId };
}

/** Queues the organizer's e-mail of a decision, if it has one (a dismissal tells nobody). */
async function tellOrganizer(
  db: Database,
  decision: PageReportDecision | 'unpause',
  campaign: OrganizerOfPage,
  dependencies: PageDecisionDependencies,
  { reason, note }: { reason: string; note: string | null },
) {
  const email = organizerLines(
    decision,
    campaign,
    `${dependencies.baseUrl}${campaignPathOf(campaign)}`,
    reason,
    note,
  );
  if (email) {
    await queueLineEmail(db, dependencies.mailer, campaign.organizerEmail, email.subject, email.lines);
  }
}

/** Only an admin lifts a pause (an organizer cannot: they are the one the report may be about). Audited, told. */
export async function unpauseCampaign(
  db: Database,
  { admin, campaignId }: { admin: CurrentUser; campaignId: number },
  dependencies: PageDecisionDependencies,
): Promise<void> {
  await db.transaction(async (tx) => {
    const campaign = await lockedCampaign(tx as unknown as Database, campaignId);
    if (!campaign) throw new NotFoundError(PAGE_REPORT_ADMIN_MESSAGES.campaignNotFound);
    if (!campaign.pausedAt) throw new ConflictError(PAGE_REPORT_ADMIN_MESSAGES.notPaused);
    await tx.update(campaigns).set({ pausedAt: null }).where(eq(campaigns.id, campaign.id));
    await tellOrganizer(tx as unknown as Database, 'unpause', campaign, dependencies, {
      reason: '',
      note: null,
    });
    await recordAudit(
      tx,
      {
        action: 'admin.campaign_unpause',
        entityType: 'campaign',
        entityId: campaign.id,
        adminId: admin.id,
        details: { pausedAt: campaign.pausedAt.toISOString() },
      },
      dependencies,
    );
  });
  dependencies.mailer.deliverSoon();
  dependencies.campaignChanged(campaignId);
}
