export { campaignCurrencyFor } from './campaign-currency';
export * from './campaign-options';
export * from './campaign-schemas';
export { type CreatedCampaign, createCampaign } from './create-campaign';
export * from './custom-url';
export { generateTribute, generateTributeSchema } from './generate-tribute';
export { CAMPAIGN_NOT_FOUND, EDIT_ACCESS_DENIED, getCampaignForEdit } from './get-campaign-for-edit';
export {
  type CampaignLookup,
  type CampaignStats,
  getCampaign,
  getCampaignStats,
  getCampaignWithStats,
} from './get-campaign-page';
export {
  listCampaignTributes,
  TRIBUTES_PAGE_SIZE,
  type Tribute,
  type TributesPage,
} from './list-campaign-tributes';
export { listOrganizerCampaigns, type OrganizerCampaign } from './list-organizer-campaigns';
export {
  type EditableCampaign,
  type PublicCampaign,
  toEditableCampaign,
  toPublicCampaign,
} from './public-campaign';
export {
  type CampaignViewRecorder,
  createCampaignViewRecorder,
  recordCampaignView,
} from './record-campaign-view';
export { updateCampaign } from './update-campaign';
