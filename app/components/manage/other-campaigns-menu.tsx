// Being built this session by the lifecycle helper (issue 13); renders nothing until then.
export function OtherCampaignsMenu(_props: { currentCampaignId: number }) {
  return null;
}
