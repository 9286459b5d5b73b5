import { deleteCampaign } from '../../../domain/admin/delete-campaign.server';
import { adminCampaignQueryOf, listAdminCampaigns } from '../../../domain/admin/list-admin-campaigns.server';
import { CAMPAIGN_NOT_FOUND } from '../../../domain/campaigns/campaign-rules';
import { messageIn } from '../../../domain/shared/locales';
import { requireRowId } from '../../../domain/shared/row-id';
import { m } from '../../../paraglide/messages';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The Campaigns tab: one page of campaigns with their figures, found and sorted in the database. */
export async function loadCampaignsTab({ context, params }: AdminTabRequest) {
  const query = adminCampaignQueryOf(params);
  return { query, page: await listAdminCampaigns(context.db, query) };
}

/** The forms the Campaigns tab posts, by intent. */
export const campaignsTabActions: Record<string, AdminAction> = {
  'campaign.delete': async ({ context, admin, form }) => {
    await deleteCampaign(
      context.db,
      {
        admin,
        campaignId: requireRowId(form.get('campaignId'), CAMPAIGN_NOT_FOUND),
        confirmation: String(form.get('confirmation') ?? ''),
      },
      { ...context, campaignChanged: context.services.campaignChanged },
    );
    return {
      message: messageIn(context.locale, m.admin_done_campaign_deleted),
      description: messageIn(context.locale, m.admin_done_campaign_deleted_text),
    };
  },
};
