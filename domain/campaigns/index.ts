export { campaignCurrencyFor } from './campaign-currency';
export * from './campaign-options';
export { campaignPageTag } from './campaign-page-tag';
export * from './campaign-schemas';
export * from './custom-url';
export { generateTribute, generateTributeSchema } from './generate-tribute';
export {
  type EditableCampaign,
  type PublicCampaign,
  toEditableCampaign,
  toPublicCampaign,
} from './public-campaign';
