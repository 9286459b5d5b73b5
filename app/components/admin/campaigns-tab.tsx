import { Form } from 'react-router';
import type { AdminCampaignRow } from '../../../domain/admin/list-admin-campaigns.server';
import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import type { loadCampaignsTab } from '../../lib/admin/campaigns-tab.server';
import { AdminTable, ListToolbar, listCsvHref, Pager } from './admin-list';
import { CompletePayoutForm } from './complete-payout-form';

const COLUMNS = [
  'Campaign',
  'Organizer',
  'Status',
  'Raised',
  'Platform Fee',
  'Contributors',
  'Views',
  'End Date',
  'Actions',
] as const;

const SORTS = [
  { value: 'created', label: 'Created' },
  { value: 'endDate', label: 'End date' },
  { value: 'name', label: 'Name' },
] as const;

export function CampaignsTab({ data }: { data: Awaited<ReturnType<typeof loadCampaignsTab>> }) {
  const { query, page } = data;
  const showingDeleted = query.filters.show === 'deleted';
  return (
    <div>
      <ListToolbar
        tab="campaigns"
        query={query}
        searchLabel="Search campaigns"
        sorts={SORTS}
        csvHref={listCsvHref('/api/admin/campaigns', query)}
        filters={
          <label className="flex flex-col text-sm font-medium text-stone-800">
            Show
            <select
              name="show"
              defaultValue={query.filters.show}
              className="mt-1 min-h-11 rounded-lg border border-stone-300 px-2"
            >
              <option value="">Live campaigns</option>
              <option value="deleted">Deleted campaigns</option>
            </select>
          </label>
        }
      />
      <AdminTable
        caption={showingDeleted ? 'Deleted campaigns' : 'Campaigns'}
        columns={COLUMNS}
        rowCount={page.rows.length}
        empty="No campaigns found"
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
  const money = (amount: number) => formatMoney(amount, campaign.campaignCurrency);
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
        {campaign.deletedAt ? 'Deleted' : campaign.status}
        {campaign.isArchived && <span className="block text-xs text-stone-600">Archived</span>}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        {hasContributions ? money(campaign.raised) : 'No contributions'}
        {campaign.testMoney > 0 && (
          <span className="block text-xs font-medium text-amber-800">
            incl. {money(campaign.testMoney)} test
          </span>
        )}
        {campaign.goal !== null && (
          <span className="block text-xs text-stone-600">of {money(campaign.goal)}</span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        {money(campaign.platformFee)}
        <span className="block text-xs text-stone-600">Net {money(campaign.net)}</span>
      </td>
      <td className="px-3 py-2">{campaign.contributors}</td>
      <td className="px-3 py-2">{campaign.views}</td>
      <td className="whitespace-nowrap px-3 py-2">{campaign.endDate ?? 'No end date'}</td>
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
  const label = `${campaign.deceasedName} (#${campaign.id})`;
  return (
    <div className="flex flex-wrap gap-2">
      {campaign.payoutStatus === 'completed' ? (
        <button type="button" className={actionClass} disabled>
          Payout Complete
        </button>
      ) : campaign.payoutStatus === 'requested' ? (
        <details className="w-full">
          <summary
            className={`${actionClass} cursor-pointer list-none`}
            aria-label={`Complete Payout for ${label}`}
          >
            Complete Payout
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
          aria-label={`View ${label} (opens in a new tab)`}
        >
          View
        </a>
      )}
      {hasContributions && (
        <a
          className={actionClass}
          href={`/api/admin/campaigns/${campaign.id}/statement`}
          download
          aria-label={`Statement for ${label}`}
        >
          Statement
        </a>
      )}
      {!campaign.deletedAt && <DeleteCampaign campaign={campaign} label={label} />}
    </div>
  );
}

/** Deleting asks the admin to type the campaign's address: a slip of the finger never deletes a memorial. */
function DeleteCampaign({ campaign, label }: { campaign: AdminCampaignRow; label: string }) {
  return (
    <details className="w-full">
      <summary
        className={`${actionClass} cursor-pointer list-none text-red-800`}
        aria-label={`Delete ${label}`}
      >
        Delete
      </summary>
      <Form method="post" className="mt-2 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
        <input type="hidden" name="intent" value="campaign.delete" />
        <input type="hidden" name="campaignId" value={campaign.id} />
        <p className="text-sm text-red-900">
          The page leaves the public and every list; its gifts and records are kept.
        </p>
        <label className="block text-sm font-medium text-stone-900">
          Type <strong>{campaign.customUrl}</strong> to confirm
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
          Delete campaign
        </button>
      </Form>
    </details>
  );
}
