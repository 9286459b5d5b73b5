import type { AuditLogRow } from '../../../domain/admin/list-audit-log.server';
import type { loadAuditTab } from '../../lib/admin/audit-tab.server';
import { AdminTable, ListToolbar, listCsvHref, Pager } from './admin-list';

const COLUMNS = ['When', 'Action', 'Entity', 'Actor', 'Details', 'IP Address', 'User Agent'] as const;
const SORTS = [{ value: 'when', label: 'When' }] as const;
const whenFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});
const DETAILS_PREVIEW_LENGTH = 60;
const USER_AGENT_PREVIEW_LENGTH = 40;

export function AuditTab({ data }: { data: Awaited<ReturnType<typeof loadAuditTab>> }) {
  const { query, page } = data;
  return (
    <div>
      <ListToolbar
        tab="audit"
        query={query}
        searchLabel="Search actions and entity types"
        sorts={SORTS}
        csvHref={listCsvHref('/api/admin/audit-logs', query)}
        filters={
          <>
            <FilterField
              name="action"
              label="Action"
              hint="exact, or a prefix ending in . like admin."
              value={query.filters.action}
            />
            <FilterField name="actor" label="Actor" hint="user id or email" value={query.filters.actor} />
            <FilterField name="entity" label="Entity" hint="type, or type:id" value={query.filters.entity} />
          </>
        }
      />
      <AdminTable
        caption="Audit log, newest first"
        columns={COLUMNS}
        rowCount={page.rows.length}
        empty="No audit entries found"
      >
        {page.rows.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </AdminTable>
      <Pager tab="audit" query={query} page={page} />
    </div>
  );
}

function FilterField({
  name,
  label,
  hint,
  value = '',
}: {
  name: string;
  label: string;
  hint: string;
  value?: string;
}) {
  return (
    <label className="flex flex-col text-sm font-medium text-stone-800">
      <span>
        {label} <span className="font-normal text-stone-600">({hint})</span>
      </span>
      <input
        type="text"
        name={name}
        defaultValue={value}
        className="mt-1 min-h-11 w-44 rounded-lg border border-stone-300 px-3"
      />
    </label>
  );
}

function AuditRow({ entry }: { entry: AuditLogRow }) {
  const details = entry.details ? JSON.stringify(entry.details) : '';
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={new Date(entry.createdAt).toISOString()}>
          {whenFormat.format(new Date(entry.createdAt))}
        </time>
      </td>
      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{entry.action}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {entry.entityType}
        {entry.entityId !== null && ` #${entry.entityId}`}
      </td>
      <td className="px-3 py-2 wrap-anywhere">{entry.actor}</td>
      <td className="max-w-xs px-3 py-2 font-mono text-xs">
        {details.length <= DETAILS_PREVIEW_LENGTH ? (
          <span className="wrap-anywhere">{details}</span>
        ) : (
          <details>
            <summary className="cursor-pointer wrap-anywhere">{`${details.slice(0, DETAILS_PREVIEW_LENGTH)}…`}</summary>
            <pre className="mt-1 whitespace-pre-wrap wrap-anywhere">
              {JSON.stringify(entry.details, null, 2)}
            </pre>
          </details>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2">{entry.ipAddress}</td>
      <td className="px-3 py-2 text-xs" title={entry.userAgent ?? undefined}>
        {truncate(entry.userAgent ?? '', USER_AGENT_PREVIEW_LENGTH)}
      </td>
    </tr>
  );
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length)}…`;
}
