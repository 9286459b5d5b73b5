import { m } from '../../paraglide/messages';
import { type Locale, messageIn } from '../shared/locales';
import { contributorNameStandIn, type NameStandIn } from './campaign-rules';

/** "Anonymous", or "A contributor" where the family shows no names, in the reader's language. */
export function nameStandInIn(locale: Locale, standIn: NameStandIn): string {
  return messageIn(locale, standIn === 'anonymous' ? m.gift_name_anonymous : m.gift_name_hidden);
}

/** A giver's name as anyone but the campaign's managers reads it, a stand-in in the reader's language. */
export function publicContributorName(
  contribution: { contributorName: string; isAnonymous: boolean },
  campaign: { consentDisplayNames: boolean },
  locale: Locale,
): string {
  const standIn = contributorNameStandIn(contribution, campaign);
  return standIn ? nameStandInIn(locale, standIn) : contribution.contributorName;
}
