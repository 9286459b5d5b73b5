/**
 * The family's tools (issue 16), each a page of its own under /family/{campaignId}/, so each keeps its own forms and
 * script. The family area's tabs and the campaign page's way in both list them from here.
 */
export const FAMILY_SECTIONS = [
  { to: 'gifts', label: 'Wallet gifts' },
  { to: 'in-person', label: 'Given in person' },
  { to: 'events', label: 'Services' },
  { to: 'guestbook', label: 'Guestbook' },
  { to: 'updates', label: 'Updates' },
  { to: 'budget', label: 'Budget' },
  { to: 'thanks', label: 'Thank-yous' },
  { to: 'share', label: 'WhatsApp' },
  { to: 'statement', label: 'Statement' },
] as const;
