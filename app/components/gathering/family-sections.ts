import { m } from '../../../paraglide/messages';

/**
 * The family's tools (issue 16), each a page of its own under /family/{campaignId}/, so each keeps its own forms and
 * script. The family area's tabs and the campaign page's way in both list them from here, each named by its message.
 */
export const FAMILY_SECTIONS = [
  { to: 'gifts', label: m.family_tab_gifts },
  { to: 'in-person', label: m.family_tab_in_person },
  { to: 'events', label: m.family_tab_events },
  { to: 'guestbook', label: m.family_tab_guestbook },
  { to: 'updates', label: m.family_tab_updates },
  { to: 'budget', label: m.family_tab_budget },
  { to: 'thanks', label: m.family_tab_thanks },
  { to: 'share', label: m.family_tab_share },
  { to: 'statement', label: m.family_tab_statement },
] as const;
