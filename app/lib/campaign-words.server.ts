import type { closedReasonOf } from '../../domain/campaigns/campaign-rules';
import { payoutMethodIn } from '../../domain/campaigns/payout-method-words';
import type { Locale } from '../../domain/shared/locales';
import { countryFlag, countryName } from '../../domain/shared/regions';
import { relationshipToDeceasedLabel } from '../../domain/shared/relationships';
import { m } from '../../paraglide/messages';
import { shareWordsIn } from '../components/campaign/share-words';
import { messageIn } from './i18n';

interface CampaignWordsInput {
  campaign: { deceasedName: string; organizerName: string; recipientName: string };
  contributorCount: number;
  money: {
    /** Of the total, what was paid with Stripe test keys; null when none was. */
    testMoney: string | null;
    goal: string | null;
    percent: number | null;
    inVisitorCurrency: { raised: string; goal: string | null } | null;
  };
  display: { passedAway: string | null; openUntil: string | null };
  organizerRelationship: string | null;
  /** What this page shows: a sentence for a state it is not in is left out of the page's data (''). */
  shown: {
    closed: ReturnType<typeof closedReasonOf>;
    thanksSent: boolean;
    namesHidden: boolean;
    moreTributes: boolean;
    allowSharing: boolean;
  };
}

const CLOSED_WORDS = {
  archived: m.campaign_archived_closed,
  paused: m.campaign_paused_closed,
  ended: m.campaign_ended_closed,
};

/**
 * Every word of the campaign page in its reader's language, made here and carried in the loader's data (decision
 * 027): the page's script holds no message and no other language. Inputs known here are filled in; `{name}` left
 * in a template is filled in the browser (page-words.ts `fill`).
 */
export function campaignWordsIn(locale: Locale, input: CampaignWordsInput) {
  const t = <Inputs>(message: (inputs: Inputs, options: { locale: Locale }) => string, inputs?: Inputs) =>
    messageIn(locale, message, ...([inputs] as [Inputs]));
  const { campaign, money, display, shown } = input;
  const when = (condition: boolean, text: () => string) => (condition ? text() : '');
  const converted = money.inVisitorCurrency;
  return {
    metaTitle: t(m.campaign_meta_title, { name: campaign.deceasedName }),
    inMemoryOf: t(m.campaign_in_memory_of),
    passedAway: display.passedAway && t(m.campaign_passed_away, { date: display.passedAway }),
    progressLabel: t(m.campaign_progress_label),
    raised: money.goal ? t(m.campaign_raised_of_goal, { goal: money.goal }) : t(m.campaign_raised),
    contributions: t(m.campaign_contributions, { count: input.contributorCount }),
    testMoney: money.testMoney && t(m.gift_test_money, { amount: money.testMoney }),
    inYourCurrency:
      converted &&
      (converted.goal
        ? t(m.campaign_in_your_currency_goal, { raised: converted.raised, goal: converted.goal })
        : t(m.campaign_in_your_currency, { raised: converted.raised })),
    goalLabel: t(m.campaign_goal_label),
    goalPercent: money.percent === null ? null : t(m.campaign_goal_percent, { percent: money.percent }),
    openUntil: display.openUntil && t(m.campaign_open_until, { date: display.openUntil }),
    thanksSent: when(shown.thanksSent, () => t(m.campaign_thanks_sent)),
    closed: shown.closed && t(CLOSED_WORDS[shown.closed]),
    contributeNow: when(shown.closed === null, () => t(m.campaign_contribute_now)),
    tributeHeading: t(m.campaign_tribute_heading),
    tributeSharedBy: input.organizerRelationship
      ? t(m.campaign_shared_by_relationship, {
          name: campaign.organizerName,
          relationship: input.organizerRelationship.toLowerCase(),
        })
      : t(m.campaign_shared_by, { name: campaign.organizerName }),
    fundsGoTo: t(m.campaign_funds_go_to, { name: campaign.recipientName }),
    relationshipTo: t(m.campaign_relationship_to, { name: campaign.deceasedName }),
    country: t(m.campaign_country),
    receivesBy: t(m.campaign_receives_by),
    recipientNote: t(m.campaign_recipient_note, {
      organizer: campaign.organizerName,
      recipient: campaign.recipientName,
    }),
    tributesHeading: t(m.campaign_tributes_heading),
    namesHidden: when(shown.namesHidden, () => t(m.campaign_names_hidden)),
    noTributes: t(m.campaign_no_tributes),
    privateAmount: t(m.campaign_private_amount),
    guestbook: t(m.campaign_guestbook),
    report: t(m.campaign_report),
    reportPage: t(m.page_report_link),
    reportLabelOf: t(m.campaign_report_label, { name: '{name}' }),
    sharedByOf: t(m.campaign_shared_by, { name: '{name}' }),
    showMore: when(shown.moreTributes, () => t(m.campaign_show_more)),
    loading: when(shown.moreTributes, () => t(m.campaign_loading)),
    error: when(shown.moreTributes, () => t(m.campaign_error)),
    moreFailed: when(shown.moreTributes, () => t(m.campaign_more_failed)),
    payoutsReachedLabel: t(m.campaign_payouts_reached_label),
    share: shareWordsIn(locale, shown.allowSharing),
    promo: {
      heading: t(m.promo_heading),
      text: t(m.promo_text),
      create: t(m.promo_create),
      griefSupport: t(m.promo_grief_support),
      questions: t(m.promo_questions),
      helpCenter: t(m.promo_help_center),
    },
  };
}

export type CampaignWords = ReturnType<typeof campaignWordsIn>;

/**
 * The campaign's answers that read as words, in the reader's language: the relationships ("Spouse", or the text
 * typed for "other"), the recipient's country with its flag, the payout method. Made here so the page's script
 * carries no option table and no other language.
 */
export function campaignLabelsIn(
  locale: Locale,
  campaign: {
    organizerRelationship: string | null;
    recipientRelationship: string | null;
    recipientPayoutMethod: string | null;
    recipientCountry: string | null;
  },
) {
  const country = campaign.recipientCountry;
  return {
    organizerRelationship: relationshipToDeceasedLabel(campaign.organizerRelationship, locale),
    recipientRelationship: relationshipToDeceasedLabel(campaign.recipientRelationship, locale),
    recipientPayoutMethod:
      campaign.recipientPayoutMethod && payoutMethodIn(locale, campaign.recipientPayoutMethod),
    recipientCountry: country && countryName(country, locale),
    recipientCountryFlag: country && countryFlag(country),
  };
}

/** What /campaign/… shows when no visible campaign has that address (the 404's data, read by its error boundary). */
export function campaignNotFoundWordsIn(locale: Locale) {
  return {
    documentTitle: messageIn(locale, m.campaign_not_found_document_title),
    title: messageIn(locale, m.campaign_not_found_title),
    text: messageIn(locale, m.gift_not_found_text),
    back: messageIn(locale, m.campaign_not_found_back),
    home: messageIn(locale, m.campaign_not_found_home),
    help: messageIn(locale, m.campaign_not_found_help),
  };
}

export type CampaignNotFoundWords = ReturnType<typeof campaignNotFoundWordsIn>;
