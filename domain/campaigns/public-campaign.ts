import { storedLocale } from '../shared/locales';
import { acceptsContributions } from './campaign-rules';
import type { CampaignRow } from './get-campaign.server';

/** The campaign as the public page and GET /api/campaigns/… read it (spec part 2 §3): no organizer contact. */
export function toPublicCampaign(campaign: CampaignRow) {
  return {
    id: campaign.id,
    customUrl: campaign.customUrl,
    deceasedName: campaign.deceasedName,
    deceasedPhoto: campaign.deceasedPhoto,
    photo: campaign.deceasedPhoto,
    headerImage: campaign.headerImage,
    deceasedYearOfBirth: campaign.deceasedYearOfBirth,
    deceasedDateOfPassing: campaign.deceasedDateOfPassing,
    deceasedLocation: campaign.deceasedLocation,
    tribute: campaign.tribute,
    organizerId: campaign.organizerId,
    organizerName: campaign.organizerName,
    organizerRelationship: campaign.organizerRelationship,
    goal: campaign.goal === null ? null : Number(campaign.goal),
    campaignCurrency: campaign.campaignCurrency,
    recipientName: campaign.recipientName,
    recipientPhone: campaign.recipientPhone,
    recipientRelationship: campaign.recipientRelationship,
    recipientCountry: campaign.recipientCountry,
    recipientPayoutMethod: campaign.recipientPayoutMethod,
    allowSharing: campaign.allowSharing,
    consentDisplayNames: campaign.consentDisplayNames,
    endDate: campaign.endDate,
    isActive: campaign.isActive,
    endedAt: campaign.endedAt?.toISOString() ?? null,
    isArchived: campaign.isArchived,
    payoutStatus: campaign.payoutStatus,
    createdAt: campaign.createdAt.toISOString(),
  };
}

export type PublicCampaign = ReturnType<typeof toPublicCampaign>;

/** The campaign as read for editing (spec part 1 §3). */
export function toEditableCampaign(campaign: CampaignRow) {
  return {
    id: campaign.id,
    organizerId: campaign.organizerId,
    deceasedName: campaign.deceasedName,
    deceasedDateOfPassing: campaign.deceasedDateOfPassing,
    deceasedBirthYear: campaign.deceasedYearOfBirth,
    deceasedLocation: campaign.deceasedLocation,
    photoUrl: campaign.deceasedPhoto,
    recipientName: campaign.recipientName,
    recipientRelationship: campaign.recipientRelationship,
    recipientCountry: campaign.recipientCountry,
    recipientPhone: campaign.recipientPhone,
    recipientPayoutMethod: campaign.recipientPayoutMethod,
    tribute: campaign.tribute ?? '',
    goal: campaign.goal === null ? null : Number(campaign.goal),
    campaignCurrency: campaign.campaignCurrency,
    customUrl: campaign.customUrl,
    endDate: campaign.endDate,
    acceptsContributions: acceptsContributions(campaign),
    allowSharing: campaign.allowSharing,
    headerImage: campaign.headerImage,
    organizerRelationship: campaign.organizerRelationship,
    consentDisplayNames: campaign.consentDisplayNames,
    locale: storedLocale(campaign.locale),
  };
}

export type EditableCampaign = ReturnType<typeof toEditableCampaign>;
