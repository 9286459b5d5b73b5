import { and, eq } from 'drizzle-orm';
import { site } from '../../config/site';
import type { Database } from '../../db/client.server';
import { campaigns, pageReports } from '../../db/schema';
import * as m from '../../paraglide/messages';
import type { CurrentUser } from '../accounts/sessions.server';
import { CAMPAIGN_NOT_FOUND, campaignPathOf } from '../campaigns/campaign-rules';
import { notDeleted } from '../campaigns/get-campaign.server';
import { organizerOf } from '../campaigns/organizer-of.server';
import { PAGE_REPORT_LIMITS } from '../campaigns/page-report-schemas';
import { pageReportReasonWords } from '../campaigns/page-report-words';
import { queueLineEmail } from '../notifications/line-email.server';
import type { Mailer } from '../notifications/send-email.server';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { ConflictError, InvalidInputError, NotFoundError } from '../shared/errors';
import { type Message, messagesIn } from '../shared/locales';
import { refusalKey } from '../shared/refusal-words';

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
    // The message names the limit in each language: a refusal takes no inputs (refusal-words.ts).
    const tooLong = refusalKey('admin_refusal_note_too_long');
    throw new InvalidInputError(tooLong, { note: tooLong });
  }
  return note || null;
}

export const PAGE_REPORT_ADMIN_MESSAGES = {
  notFound: refusalKey('admin_refusal_report_not_found'),
  alreadySettled: refusalKey('admin_refusal_report_settled'),
  campaignNotFound: CAMPAIGN_NOT_FOUND,
  notPaused: refusalKey('admin_refusal_not_paused'),
};

/** What the admin is told once a page's report is decided (the dashboard's toast, the API's answer). */
export const PAGE_REPORT_DONE_WORDS: Record<PageReportDecision | 'unpause', Message<object>> = {
  pause: m.admin_done_page_paused,
  contact: m.admin_done_organizer_emailed,
  dismiss: m.admin_done_report_dismissed,
  unpause: m.admin_done_page_unpaused,
};

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
  organizerId: number;
  organizerName: string;
  organizerEmail: string;
  pausedAt: Date | null;
};

type Say = ReturnType<typeof messagesIn>;

/**
 * The organizer's e-mail of a decision, in their language: neutral words, since a report is a question, not a
 * verdict. `reason` is the report's stored reason.
 */
function organizerLines(
  say: Say,
  decision: 'pause' | 'contact' | 'unpause',
  campaign: OrganizerOfPage,
  link: string,
  { reason, note }: { reason: string; note: string | null },
): { subject: string; lines: string[] } {
  const name = campaign.deceasedName;
  const greeting = [say(m.email_greeting_dear, { name: campaign.organizerName }), ''];
  const reply = say(m.email_page_report_reply, { email: site.supportEmail });
  const told = [say(m.email_page_report_told, { reason: say(pageReportReasonWords(reason)) })];
  const noteLines = note ? ['', say(m.email_page_report_team_word), note] : [];
  switch (decision) {
    case 'pause':
      return {
        subject: say(m.email_page_report_pause_subject, { name }),
        lines: [
          ...greeting,
          say(m.email_page_report_pause_intro, { name, link }),
          '',
          ...told,
          ...noteLines,
          '',
          say(m.email_page_report_pause_ask),
          '',
          reply,
        ],
      };
    case 'contact':
      return {
        subject: say(m.email_page_report_contact_subject, { name }),
        lines: [
          ...greeting,
          say(m.email_page_report_contact_intro, { name, link }),
          '',
          ...told,
          ...noteLines,
          '',
          say(m.email_page_report_contact_ask),
          '',
          reply,
        ],
      };
    case 'unpause':
      return {
        subject: say(m.email_page_report_unpause_subject, { name }),
        lines: [...greeting, say(m.email_page_report_unpause_text, { name, link }), '', reply],
      };
  }
}

async function lockedCampaign(tx: Database, campaignId: number): Promise<OrganizerOfPage | undefined> {
  const [campaign] = await tx
    .select({
      id: campaigns.id,
      customUrl: campaigns.customUrl,
      deceasedName: campaigns.deceasedName,
      organizerId: campaigns.organizerId,
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
      reason: report.reason,
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

/**
 * Queues the organizer's e-mail of a decision (a dismissal tells nobody), in the organizer's account language like
 * their other notices (decision 030).
 */
async function tellOrganizer(
  db: Database,
  decision: PageReportDecision | 'unpause',
  campaign: OrganizerOfPage,
  dependencies: PageDecisionDependencies,
  report: { reason: string; note: string | null },
) {
  if (decision === 'dismiss') return;
  const organizer = await organizerOf(db, campaign);
  const email = organizerLines(
    messagesIn(organizer.locale),
    decision,
    campaign,
    `${dependencies.baseUrl}${campaignPathOf(campaign)}`,
    report,
  );
  await queueLineEmail(
    db,
    dependencies.mailer,
    organizer.email,
    email.subject,
    email.lines,
    organizer.locale,
  );
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
