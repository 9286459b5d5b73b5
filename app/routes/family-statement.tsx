import { data } from 'react-router';
import { messagesIn } from '../../domain/shared/locales';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import {
  isStatementMoney,
  statementCellText,
  statementSections,
} from '../../domain/statement/family-statement';
import { getFamilyStatement } from '../../domain/statement/family-statement.server';
import { m } from '../../paraglide/messages';
import { readFamilyPage } from '../lib/family-page.server';
import type { Route } from './+types/family-statement';

/** The loader's no-store reaches the document: a family's money is never kept by a cache. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * /family/{campaignId}/statement (issue 34 item 5): the family's statement as a page to read on a phone or print
 * (no script: tables and two download links), in the reader's language. Its sections are the text and CSV files'
 * (statementSections), with every amount written on the server.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const read = await readFamilyPage(params.campaignId, (campaignId) =>
    getFamilyStatement(context.db, { campaignId, actor: context.actor }),
  );
  const headers = { 'Cache-Control': 'no-store' };
  if (!read) return data({ page: null }, { headers });
  const { campaign, statement } = read;
  const say = messagesIn(context.locale);
  const moneyLocale = visitorLocaleOf(request.headers);
  const base = `/family/${campaign.id}/statement`;
  return data(
    {
      page: {
        words: {
          heading: say(m.statement_heading),
          intro: say(m.statement_intro, { name: campaign.deceasedName }),
          generated: say(m.statement_generated, { date: statement.generatedAt.slice(0, 10) }),
          downloads: say(m.statement_downloads),
          text: say(m.statement_download_text),
          csv: say(m.statement_download_csv),
          filesLanguage: say(m.statement_files_language),
          printHint: say(m.statement_print_hint),
        },
        files: { text: `${base}.txt`, csv: `${base}.csv` },
        sections: statementSections(statement, context.locale).map((section) => ({
          id: section.id,
          title: section.title,
          note: section.note,
          empty: section.empty,
          columns: section.columns,
          rows: section.rows.map((row) =>
            row.map((cell) => ({
              text: statementCellText(cell, moneyLocale),
              figure: isStatementMoney(cell) || typeof cell === 'number',
            })),
          ),
        })),
      },
    },
    { headers },
  );
}

export default function FamilyStatementPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return null;
  const { words } = page;
  return (
    <article aria-labelledby="statement-heading" className="space-y-6 print:space-y-4">
      <header>
        <h2 id="statement-heading" className="font-serif text-xl font-bold">
          {words.heading}
        </h2>
        <p className="mt-1 text-stone-700">{words.intro}</p>
        <p className="mt-1 text-sm text-stone-600">{words.generated}</p>
      </header>
      <nav
        aria-labelledby="statement-downloads"
        className="rounded-lg border border-stone-200 bg-white p-4 print:hidden"
      >
        <h3 id="statement-downloads" className="font-semibold">
          {words.downloads}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          <li>
            <a href={page.files.text} download className="button-secondary inline-block">
              {words.text}
            </a>
          </li>
          <li>
            <a href={page.files.csv} download className="button-secondary inline-block">
              {words.csv}
            </a>
          </li>
        </ul>
        <p className="mt-2 text-sm text-stone-600">{words.filesLanguage}</p>
        <p className="mt-1 text-sm text-stone-600">{words.printHint}</p>
      </nav>
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={`statement-${section.id}`}
          aria-labelledby={`statement-${section.id}-heading`}
          className="break-inside-avoid"
        >
          <h3 id={`statement-${section.id}-heading`} className="font-serif text-lg font-bold">
            {section.title}
          </h3>
          {section.note && <p className="mt-1 text-sm text-stone-700">{section.note}</p>}
          {section.rows.length === 0 ? (
            <p className="mt-2 text-stone-700">{section.empty}</p>
          ) : (
            // A wide table scrolls inside its own box on a phone; print shows it whole.
            <section
              className="mt-2 overflow-x-auto rounded-lg border border-stone-200 bg-white print:overflow-visible print:border-0"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
              tabIndex={0}
              aria-labelledby={`statement-${section.id}-heading`}
            >
              <table className="w-full border-collapse text-sm print:text-xs">
                <thead>
                  <tr className="bg-stone-100 text-left">
                    {section.columns.map((column, columnIndex) => (
                      <th
                        key={column}
                        scope="col"
                        className={`px-2 py-1.5 font-semibold whitespace-nowrap ${section.rows[0]?.[columnIndex]?.figure ? 'text-right' : ''}`}
                      >
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.rows.map((row, rowIndex) => (
                    // Rows have no id of their own: a statement's rows never move while it is shown.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed table's position is its identity
                    <tr key={rowIndex} className="border-t border-stone-200">
                      {row.map((cell, cellIndex) => (
                        <td
                          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed table's position is its identity
                          key={cellIndex}
                          className={`px-2 py-1.5 ${cell.figure ? 'text-right tabular-nums whitespace-nowrap' : ''}`}
                        >
                          {cell.text}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </section>
      ))}
    </article>
  );
}
