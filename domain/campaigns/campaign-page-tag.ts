/** Names a campaign's public page among shared renderings, so a change to the campaign can drop them. */
export function campaignPageTag(campaignId: number): string {
  return `campaign:${campaignId}`;
}
