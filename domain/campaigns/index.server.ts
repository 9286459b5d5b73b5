export { archiveCampaign, restoreCampaign } from './archive-campaign.server';
export { type CreatedCampaign, createCampaign } from './create-campaign.server';
export { endCampaign } from './end-campaign.server';
export { type CampaignRow, getCampaign } from './get-campaign.server';
export { getCampaignForEdit } from './get-campaign-for-edit.server';
export {
  type CampaignPageData,
  type CampaignPageReader,
  createCampaignPageReader,
  getCampaignPage,
} from './get-campaign-page.server';
export {
  type CampaignStats,
  getCampaignStats,
  getCampaignWithStats,
  rebuildCampaignTotals,
} from './get-campaign-stats.server';
export { getLatestOrganizerCampaign } from './get-latest-organizer-campaign.server';
export {
  listCampaignTributes,
  TRIBUTES_PAGE_SIZE,
  type Tribute,
  type TributesPage,
} from './list-campaign-tributes.server';
export { listOrganizerCampaigns, type OrganizerCampaign } from './list-organizer-campaigns.server';
export {
  type CampaignViewRecorder,
  createCampaignViewRecorder,
  recordCampaignView,
} from './record-campaign-view.server';
export {
  requireCampaignAcceptingContributions,
  requireVisibleCampaign,
} from './require-visible-campaign.server';
export { updateCampaign } from './update-campaign.server';
