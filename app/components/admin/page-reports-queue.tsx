import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { OpenPageReport, PausedCampaign } from '../../../domain/admin/list-open-page-reports.server';
import { PAGE_REPORT_LIMITS } from '../../../domain/campaigns/page-report-schemas';
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
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        A word to the organizer (optional, added to the e-mail)
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
  return (
    <>
      <section aria-labelledby="reported-pages-heading">
        <h2 id="reported-pages-heading" className="text-lg font-semibold text-stone-900">
          Reported pages ({queue.openCount.toLocaleString('en')} open)
        </h2>
        {queue.reports.length === 0 ? (
          <p className="mt-2 text-stone-700">No page is waiting for a decision.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {queue.reports.map((report) => (
              <li key={report.id} className="p-4" data-testid="page-report">
                <p className="text-sm text-stone-700">
                  {adminMoment(report.reportedAt)} ·{' '}
                  <a href={report.campaign.path} className="font-medium text-amber-800 underline">
                    {report.campaign.deceasedName}
                  </a>{' '}
                  · organized by {report.campaign.organizerName}
                  {report.campaign.isPaused && ' · paused'}
                </p>
                <p className="mt-1 font-medium">{report.reasonLabel}</p>
                {report.details && <p className="mt-1 whitespace-pre-line break-words">{report.details}</p>}
                {report.contact && (
                  <p className="mt-1 text-sm text-stone-700">Reporter's contact: {report.contact}</p>
                )}
                <div className="mt-2 flex flex-col items-start">
                  <SecondStep
                    summary="Pause the page…"
                    intent="page_report.pause"
                    fields={{ pageReportId: report.id }}
                    button={`Pause the page of ${report.campaign.deceasedName}`}
                    primary
                  >
                    <p className="text-sm text-stone-800">
                      Card and wallet gifts stop at once, and the page says that gifts are paused while we
                      check it with the family. The organizer is e-mailed, neutrally, with the reason. Gifts
                      already made stay; you can open the page to gifts again below.
                    </p>
                    <NoteField id={`page-report-${report.id}-pause-note`} />
                  </SecondStep>
                  <SecondStep
                    summary="Contact the organizer…"
                    intent="page_report.contact"
                    fields={{ pageReportId: report.id }}
                    button={`E-mail ${report.campaign.organizerName}`}
                  >
                    <p className="text-sm text-stone-800">
                      The organizer is e-mailed with the reason and asked how they are related to the person.
                      Nothing changes on the page.
                    </p>
                    <NoteField id={`page-report-${report.id}-contact-note`} />
                  </SecondStep>
                  <SecondStep
                    summary="Dismiss the report…"
                    intent="page_report.dismiss"
                    fields={{ pageReportId: report.id }}
                    button="Dismiss this report"
                  >
                    <p className="text-sm text-stone-800">
                      The report leaves the queue; nobody is e-mailed and the page stays as it is.
                    </p>
                  </SecondStep>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="paused-pages-heading">
        <h2 id="paused-pages-heading" className="text-lg font-semibold text-stone-900">
          Paused pages ({queue.pausedCount.toLocaleString('en')})
        </h2>
        {queue.paused.length === 0 ? (
          <p className="mt-2 text-stone-700">No page is paused.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {queue.paused.map((campaign) => (
              <li key={campaign.id} className="p-4" data-testid="paused-page">
                <p className="text-sm text-stone-700">
                  <a href={campaign.path} className="font-medium text-amber-800 underline">
                    {campaign.deceasedName}
                  </a>{' '}
                  · paused {adminMoment(campaign.pausedAt)}
                </p>
                <SecondStep
                  summary="Open to gifts again…"
                  intent="campaign.unpause"
                  fields={{ campaignId: campaign.id }}
                  button={`Open the page of ${campaign.deceasedName} to gifts`}
                >
                  <p className="text-sm text-stone-800">
                    The page takes card and wallet gifts again and its notice goes. The organizer is e-mailed
                    that the check is over.
                  </p>
                </SecondStep>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
