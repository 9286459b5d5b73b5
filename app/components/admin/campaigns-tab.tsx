import { Form } from 'react-router';
import type { AdminCampaignRow } from '../../../domain/admin/list-admin-campaigns.server';
import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import type { CampaignStatus } from '../../../domain/campaigns/campaign-status';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import type { loadCampaignsTab } from '../../lib/admin/campaigns-tab.server';
import { useMessages } from '../../lib/i18n';
import { AdminTable, ListToolbar, listCsvHref, Pager } from './admin-list';
import { CompletePayoutForm } from './complete-payout-form';

const COLUMNS = [
  m.admin_col_campaign,
  m.admin_col_organizer,
  m.admin_col_status,
  m.admin_col_raised,
  m.admin_col_platform_fee,
  m.admin_col_contributors,
  m.admin_col_views,
  m.admin_col_end_date,
  m.admin_col_actions,
];

const SORTS = [
  { value: 'created', label: m.admin_sort_created },
  { value: 'endDate', label: m.admin_sort_end_date },
  { value: 'name', label: m.admin_sort_name },
];

/** The derived status (domain/campaigns/campaign-status.ts), in the words the family's dashboard uses. */
const STATUS_WORDS: Record<CampaignStatus, Message<object>> = {
  Active: m.dashboard_status_active,
  'Pending Payout': m.dashboard_status_pending,
  Overdue: m.dashboard_status_overdue,
  'Payout Complete': m.dashboard_status_complete,
};

export function CampaignsTab({ data }: { data: Awaited<ReturnType<typeof loadCampaignsTab>> }) {
  const { query, page } = data;
  const showingDeleted = query.filters.show === 'deleted';
  const { t } = useMessages();
  return (
    <div>
      <ListToolbar
        tab="campaigns"
        query={query}
        searchLabel={t(m.admin_campaigns_search)}
        sorts={SORTS.map((sort) => ({ value: sort.value, label: t(sort.label) }))}
        csvHref={listCsvHref('/api/admin/campaigns', query)}
        filters={
          <label className="flex flex-col text-sm font-medium text-stone-800">
            {t(m.admin_show)}
            <select
              name="show"
              defaultValue={query.filters.show}
              className="mt-1 min-h-11 rounded-lg border border-stone-300 px-2"
            >
              <option value="">{t(m.admin_campaigns_live)}</option>
              <option value="deleted">{t(m.admin_campaigns_deleted)}</option>
            </select>
          </label>
        }
      />
      <AdminTable
        caption={t(showingDeleted ? m.admin_campaigns_deleted : m.admin_tab_campaigns)}
        columns={COLUMNS.map((column) => t(column))}
        rowCount={page.rows.length}
        empty={t(m.admin_campaigns_empty)}
      >
        {page.rows.map((campaign) => (
          <CampaignRow key={campaign.id} campaign={campaign} />
        ))}
      </AdminTable>
      <Pager tab="campaigns" query={query} page={page} />
    </div>
  );
}

function CampaignRow({ campaign }: { campaign: AdminCampaignRow }) {
  const { t, locale } = useMessages();
  const money = (amount: number) => formatMoney(amount, campaign.campaignCurrency, locale);
  const hasContributions = campaign.contributors > 0;
  return (
    <tr className="align-top">
      <td className="px-3 py-2">
        <span className="font-medium text-stone-900">{campaign.deceasedName}</span>
        <span className="block text-xs text-stone-600">#{campaign.id}</span>
      </td>
      <td className="px-3 py-2">
        {campaign.organizerName}
        <span className="block text-xs text-stone-600">{campaign.organizerEmail}</span>
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        {t(campaign.deletedAt ? m.admin_campaign_deleted_status : STATUS_WORDS[campaign.status])}
        {campaign.isArchived && (
          <span className="block text-xs text-stone-600">{t(m.admin_campaign_archived)}</span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        {hasContributions ? money(campaign.raised) : t(m.admin_campaign_no_contributions)}
        {campaign.testMoney > 0 && (
          <span className="block text-xs font-medium text-amber-800">
            {t(m.admin_campaign_test_included, { amount: money(campaign.testMoney) })}
          </span>
        )}
        {campaign.goal !== null && (
          <span className="block text-xs text-stone-600">
            {t(m.admin_campaign_of_goal, { goal: money(campaign.goal) })}
          </span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        {money(campaign.platformFee)}
        <span className="block text-xs text-stone-600">
          {t(m.admin_campaign_net, { amount: money(campaign.net) })}
        </span>
      </td>
      <td className="px-3 py-2">{campaign.contributors}</td>
      <td className="px-3 py-2">{campaign.views}</td>
      <td className="whitespace-nowrap px-3 py-2">{campaign.endDate ?? t(m.admin_campaign_no_end_date)}</td>
      <td className="px-3 py-2">
        <CampaignActions campaign={campaign} hasContributions={hasContributions} />
      </td>
    </tr>
  );
}

const actionClass = 'button-secondary min-h-11 whitespace-nowrap px-3 py-1 text-sm';

function CampaignActions({
  campaign,
  hasContributions,
}: {
  campaign: AdminCampaignRow;
  hasContributions: boolean;
}) {
  const { t } = useMessages();
  const label = `${campaign.deceasedName} (#${campaign.id})`;
  return (
    <div className="flex flex-wrap gap-2">
      {campaign.payoutStatus === 'completed' ? (
        <button type="button" className={actionClass} disabled>
          {t(m.admin_payout_complete_done)}
        </button>
      ) : campaign.payoutStatus === 'requested' ? (
        <details className="w-full">
          <summary
            className={`${actionClass} cursor-pointer list-none`}
            aria-label={t(m.admin_complete_payout_for, { campaign: label })}
          >
            {t(m.admin_complete_payout)}
          </summary>
          <div className="mt-3 min-w-64">
            <CompletePayoutForm campaignId={campaign.id} lines={campaign.pendingPayoutLines} />
          </div>
        </details>
      ) : null}
      {!campaign.deletedAt && (
        <a
          className={actionClass}
          href={campaignPathOf(campaign)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(m.admin_view_label, { campaign: label })}
        >
          {t(m.admin_view)}
        </a>
      )}
      {hasContributions && (
        <a
          className={actionClass}
          href={`/api/admin/campaigns/${campaign.id}/statement`}
          download
          aria-label={t(m.admin_statement_for, { campaign: label })}
        >
          {t(m.admin_statement)}
        </a>
      )}
      {!campaign.deletedAt && <DeleteCampaign campaign={campaign} label={label} />}
    </div>
  );
}

/** Deleting asks the admin to type the campaign's address: a slip of the finger never deletes a memorial. */
function DeleteCampaign({ campaign, label }: { campaign: AdminCampaignRow; label: string }) {
  const { t, rich } = useMessages();
  return (
    <details className="w-full">
      <summary
        className={`${actionClass} cursor-pointer list-none text-red-800`}
        aria-label={t(m.admin_delete_label, { campaign: label })}
      >
        {t(m.admin_delete)}
      </summary>
      <Form method="post" className="mt-2 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
        <input type="hidden" name="intent" value="campaign.delete" />
        <input type="hidden" name="campaignId" value={campaign.id} />
        <p className="text-sm text-red-900">{t(m.admin_delete_explained)}</p>
        <label className="block text-sm font-medium text-stone-900">
          {rich(m.admin_delete_type_to_confirm, { address: <strong>{campaign.customUrl}</strong> })}
          <input
            name="confirmation"
            required
            autoComplete="off"
            className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 px-3"
          />
        </label>
        <button
          type="submit"
          className="button-primary min-h-11 bg-red-700 px-3 py-1 text-sm hover:bg-red-800"
        >
          {t(m.admin_delete_campaign)}
        </button>
      </Form>
    </details>
  );
}
