/** Today plus `offsetDays`, as YYYY-MM-DD. */
export function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The body the creation dialog saves as pendingCampaignData and posts (spec part 1 §7). */
export function creationDialogBody(overrides: Record<string, unknown> = {}) {
  return {
    organizerName: 'Wanjiru Kamau',
    organizerEmail: 'wanjiru@example.com',
    organizerPhone: '+254 712 345678',
    deceasedName: 'Joseph Kamau',
    organizerRelationship: 'child',
    deceasedDateOfPassing: '2025-09',
    deceasedBirthYear: '1948',
    deceasedLocation: 'Nyeri, Kenya',
    photoUrl: '',
    headerImageUrl: '',
    tribute: 'Baba taught a whole village to read.',
    recipientName: 'Grace Kamau',
    recipientRelationship: 'spouse',
    recipientCountry: 'KE',
    recipientPhone: '+254 722 000111',
    recipientPayoutMethod: 'mobile_money',
    goalAmount: '150000',
    goal: 150000,
    customUrl: '',
    endDate: isoDay(14),
    campaignCurrency: 'KES',
    sharePublicly: 'yes',
    enableSocialSharing: true,
    acceptTerms: 'yes',
    consentDisplayNames: true,
    termsAccepted: true,
    ...overrides,
  };
}
