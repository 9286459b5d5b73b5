import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { OpenPageReport, PausedCampaign } from '../../../domain/admin/list-open-page-reports.server';
import { PAGE_REPORT_LIMITS } from '../../../domain/campaigns/page-report-schemas';
import { pageReportReasonWords } from '../../../domain/campaigns/page-report-words';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { adminMoment } from './admin-format';

/**
 * A deliberate action (issue 33 item 1's second step, as for a wallet gift): the summary opens what the action does,
 * and only the button under it does it.
 */
function SecondStep({
  summary,
  intent,
  fields,
  button,
  primary = false,
  children,
}: {
  summary: string;
  intent: string;
  fields: Record<string, number>;
  button: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="mt-2">
      <summary
        className={`${primary ? 'button-primary' : 'button-secondary'} inline-flex min-h-11 cursor-pointer text-sm`}
      >
        {summary}
      </summary>
      <Form method="post" className="mt-3 grid max-w-md gap-3">
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <button type="submit" className="button-primary justify-self-start">
          {button}
        </button>
      </Form>
    </details>
  );
}

function NoteField({ id }: { id: string }) {
  const { t } = useMessages();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {t(m.admin_note_label)}
      </label>
      <textarea
        id={id}
        name="note"
        rows={3}
        maxLength={PAGE_REPORT_LIMITS.adminNote}
        className="w-full rounded-lg border border-stone-300 p-2"
      />
    </div>
  );
}

/**
 * Pages visitors reported (issue 34): an admin pauses the page, e-mails its organizer, or dismisses the report;
 * below, the paused pages, which only an admin opens to gifts again.
 */
export function PageReportsQueue({
  queue,
}: {
  queue: { openCount: number; reports: OpenPageReport[]; pausedCount: number; paused: PausedCampaign[] };
}) {
  const { t, locale } = useMessages();
  return (
    <>
      <section aria-labelledby="reported-pages-heading">
        <h2 id="reported-pages-heading" className="text-lg font-semibold text-stone-900">
          {t(m.admin_reported_pages, { count: queue.openCount.toLocaleString(locale) })}
        </h2>
        {queue.reports.length === 0 ? (
          <p className="mt-2 text-stone-700">{t(m.admin_reported_pages_none)}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {queue.reports.map((report) => (
              <li key={report.id} className="p-4" data-testid="page-report">
                <p className="text-sm text-stone-700">
                  {adminMoment(report.reportedAt, locale)} ·{' '}
                  <a href={report.campaign.path} className="font-medium text-amber-800 underline">
                    {report.campaign.deceasedName}
                  </a>{' '}
                  · {t(m.admin_organized_by, { name: report.campaign.organizerName })}
                  {report.campaign.isPaused && ` · ${t(m.admin_paused)}`}
                </p>
                <p className="mt-1 font-medium">{t(pageReportReasonWords(report.reason))}</p>
                {report.details && <p className="mt-1 whitespace-pre-line break-words">{report.details}</p>}
                {report.contact && (
                  <p className="mt-1 text-sm text-stone-700">
                    {t(m.admin_reporter_contact, { contact: report.contact })}
                  </p>
                )}
                <div className="mt-2 flex flex-col items-start">
                  <SecondStep
                    summary={t(m.admin_pause_summary)}
                    intent="page_report.pause"
                    fields={{ pageReportId: report.id }}
                    button={t(m.admin_pause_button, { name: report.campaign.deceasedName })}
                    primary
                  >
                    <p className="text-sm text-stone-800">{t(m.admin_pause_text)}</p>
                    <NoteField id={`page-report-${report.id}-pause-note`} />
                  </SecondStep>
                  <SecondStep
                    summary={t(m.admin_contact_summary)}
                    intent="page_report.contact"
                    fields={{ pageReportId: report.id }}
                    button={t(m.admin_contact_button, { name: report.campaign.organizerName })}
                  >
                    <p className="text-sm text-stone-800">{t(m.admin_contact_text)}</p>
                    <NoteField id={`page-report-${report.id}-contact-note`} />
                  </SecondStep>
                  <SecondStep
                    summary={t(m.admin_dismiss_summary)}
                    intent="page_report.dismiss"
                    fields={{ pageReportId: report.id }}
                    button={t(m.admin_dismiss_button)}
                  >
                    <p className="text-sm text-stone-800">{t(m.admin_dismiss_text)}</p>
                  </SecondStep>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="paused-pages-heading">
        <h2 id="paused-pages-heading" className="text-lg font-semibold text-stone-900">
          {t(m.admin_paused_pages, { count: queue.pausedCount.toLocaleString(locale) })}
        </h2>
        {queue.paused.length === 0 ? (
          <p className="mt-2 text-stone-700">{t(m.admin_paused_pages_none)}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {queue.paused.map((campaign) => (
              <li key={campaign.id} className="p-4" data-testid="paused-page">
                <p className="text-sm text-stone-700">
                  <a href={campaign.path} className="font-medium text-amber-800 underline">
                    {campaign.deceasedName}
                  </a>{' '}
                  · {t(m.admin_paused_since, { when: adminMoment(campaign.pausedAt, locale) })}
                </p>
                <SecondStep
                  summary={t(m.admin_unpause_summary)}
                  intent="campaign.unpause"
                  fields={{ campaignId: campaign.id }}
                  button={t(m.admin_unpause_button, { name: campaign.deceasedName })}
                >
                  <p className="text-sm text-stone-800">{t(m.admin_unpause_text)}</p>
                </SecondStep>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
