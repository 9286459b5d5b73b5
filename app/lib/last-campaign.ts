/** The last campaign this browser viewed (spec part 2 §2): local `lastCampaign`, session `lastCampaignUrl`. */
export function rememberLastCampaign(campaign: {
  id: number;
  customUrl: string;
  deceasedName: string;
}): void {
  try {
    window.localStorage.setItem(
      'lastCampaign',
      JSON.stringify({
        id: campaign.id,
        customUrl: campaign.customUrl,
        deceasedName: campaign.deceasedName,
        timestamp: Date.now(),
      }),
    );
    window.sessionStorage.setItem('lastCampaignUrl', `/campaign/${campaign.customUrl}`);
  } catch {
    // storage blocked: nothing to remember
  }
}
