/**
 * The WhatsApp message the organizer sends the recipient (who may have no e-mail): what the code is for, that it
 * is private, and where to use it, in plain words.
 */
export function recipientAccessMessage({
  recipientName,
  deceasedName,
  accessCode,
  accessUrl,
  publicCampaignUrl,
}: {
  recipientName: string;
  deceasedName: string;
  accessCode: string;
  accessUrl: string;
  publicCampaignUrl: string;
}): string {
  return [
    `Hello ${recipientName.split(' ')[0] || recipientName},`,
    `You are the trusted recipient of the memorial fundraiser for ${deceasedName} on Pamoja. The money raised goes to you.`,
    `To see every contribution, confirm mobile money gifts you receive and request the payout, open this private link and enter your phone number:`,
    accessUrl,
    `Your access code is ${accessCode}. It works for 30 days, only together with your phone number. Keep this message private: do not forward it or post it in a group.`,
    `The page family and friends can see, which you may share with anyone: ${publicCampaignUrl}`,
  ].join('\n\n');
}
