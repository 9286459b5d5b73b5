/** An ended campaign (ended by the organizer, switched off, or past its end date) takes no more money. */
export function hasEnded(
  campaign: { isActive: boolean; endedAt: Date | null; endDate: string | null },
  now = new Date(),
): boolean {
  if (!campaign.isActive || campaign.endedAt) return true;
  return campaign.endDate !== null && campaign.endDate < now.toISOString().slice(0, 10);
}

/** The campaign's public address: its custom URL, or its id when it has none. */
export function campaignPathOf(campaign: { customUrl: string | null; id: number }): string {
  return campaign.customUrl ? `/campaign/${campaign.customUrl}` : `/campaign/id/${campaign.id}`;
}
