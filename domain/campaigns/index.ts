export { campaignCurrencyFor } from './campaign-currency';
export { type CampaignLookup, campaignLookupOf } from './campaign-lookup';
export * from './campaign-options';
export { campaignPageTag } from './campaign-page-tag';
export * from './campaign-rules';
export * from './campaign-schemas';
export * from './custom-url';
export { generateTribute, generateTributeSchema } from './generate-tribute';
export * from './permissions';
export {
  type EditableCampaign,
  type PublicCampaign,
  toEditableCampaign,
  toPublicCampaign,
} from './public-campaign';
