import type { AuditLogRow } from '../../../domain/admin/list-audit-log.server';
import { m } from '../../../paraglide/messages';
import type { loadAuditTab } from '../../lib/admin/audit-tab.server';
import { useMessages } from '../../lib/i18n';
import { adminDateLocale } from './admin-format';
import { AdminTable, ListToolbar, listCsvHref, Pager } from './admin-list';

const COLUMNS = [
  m.admin_col_when,
  m.admin_col_action,
  m.admin_col_entity,
  m.admin_col_actor,
  m.admin_col_details,
  m.admin_col_ip,
  m.admin_col_user_agent,
];
const WHEN_STYLE = { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' } as const;
const DETAILS_PREVIEW_LENGTH = 60;
const USER_AGENT_PREVIEW_LENGTH = 40;

export function AuditTab({ data }: { data: Awaited<ReturnType<typeof loadAuditTab>> }) {
  const { query, page } = data;
  const { t } = useMessages();
  return (
    <div>
      <ListToolbar
        tab="audit"
        query={query}
        searchLabel={t(m.admin_audit_search)}
        sorts={[{ value: 'when', label: t(m.admin_col_when) }]}
        csvHref={listCsvHref('/api/admin/audit-logs', query)}
        filters={
          <>
            <FilterField
              name="action"
              label={t(m.admin_col_action)}
              hint={t(m.admin_audit_action_hint)}
              value={query.filters.action}
            />
            <FilterField
              name="actor"
              label={t(m.admin_col_actor)}
              hint={t(m.admin_audit_actor_hint)}
              value={query.filters.actor}
            />
            <FilterField
              name="entity"
              label={t(m.admin_col_entity)}
              hint={t(m.admin_audit_entity_hint)}
              value={query.filters.entity}
            />
          </>
        }
      />
      <AdminTable
        caption={t(m.admin_audit_caption)}
        columns={COLUMNS.map((column) => t(column))}
        rowCount={page.rows.length}
        empty={t(m.admin_audit_empty)}
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
  const { locale } = useMessages();
  const details = entry.details ? JSON.stringify(entry.details) : '';
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={new Date(entry.createdAt).toISOString()}>
          {new Intl.DateTimeFormat(adminDateLocale(locale), WHEN_STYLE).format(new Date(entry.createdAt))}
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
