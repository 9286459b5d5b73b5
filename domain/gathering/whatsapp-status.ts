import * as m from '../../paraglide/messages';
import { percentOfGoal } from '../campaigns/campaign-rules';
import { inMemoryTitleOf, shareMessageOf } from '../campaigns/share-message';
import { formatMoney } from '../shared/currency-conversion';
import { BASE_LOCALE, type Locale, messageIn } from '../shared/locales';
import { eventOneLine } from './event-kind-words';
import { type CampaignEventSummary, nextUpcomingEvent } from './events';

/**
 * "Share an update on WhatsApp" (issue 16): plain text a family pastes into its groups. Browser-safe and pure: the
 * family's page builds it on the server, and the tests read it as it is.
 */

/** WhatsApp shows a long message folded behind "Read more"; the issue asks for under 1,000 characters. */
export const WHATSAPP_STATUS_MAX = 999;
/** How much of the latest update is quoted before anything has to give way. */
const UPDATE_LINES = 3;
const UPDATE_CHARACTERS = 300;

export interface WhatsAppStatusInput {
  deceasedName: string;
  totalRaised: number;
  goal: number | null;
  currency: string;
  contributorCount: number;
  events: readonly CampaignEventSummary[];
  pageUrl: string;
  /** The recipient's mobile-money number, only when the family allows it to be shared. */
  wallet: { phone: string; recipientName: string } | null;
  latestUpdate: string | null;
  now: Date;
  /** Formats of amounts and dates (Intl); without one, the language's. */
  locale?: string;
  /** The campaign's own language, whoever sends the status (decision 030). */
  language?: Locale;
}

/**
 * User text as WhatsApp will not reformat it: no *bold*, _italic_, ~strike~ or `code` markers, no quote (">") or
 * list marker opening a line, no invisible or control characters, and plain spaces (money formats use no-break
 * spaces, which some phones show as boxes).
 */
export function plainForWhatsApp(text: string): string {
  return (
    plainSpaces(text.replace(/[*_~`]/g, ''))
      // Control characters but the line break, and the invisible marks that reorder or hide text (not the joiner
      // that emoji sequences need).
      .replace(/[^\P{Cc}\n]|[\u200b\u200e\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu, '')
      .split('\n')
      .map((line) =>
        line
          .replace(/^\s*(>|-|\d+\.)\s+/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .join('\n')
  );
}

function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2007\u202f]/g, ' ');
}

/** At most `length` characters, cut at a word with "..." when cut; nothing when too little room is left to say much. */
function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  if (length < 20) return '';
  const cut = text.slice(0, length - 3);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.trimEnd()}...`;
}

function updateExcerpt(body: string): string {
  const lines = plainForWhatsApp(body)
    .split('\n')
    .filter((line) => line !== '')
    .slice(0, UPDATE_LINES);
  return clip(lines.join('\n'), UPDATE_CHARACTERS);
}

function progressLine(input: WhatsAppStatusInput, language: Locale, formats: string): string {
  const raised = formatMoney(input.totalRaised, input.currency, formats);
  const givers = messageIn(language, m.whatsapp_givers, {
    count: input.contributorCount,
    people: input.contributorCount.toLocaleString(formats),
  });
  const percent = percentOfGoal(input.totalRaised, input.goal);
  if (input.goal === null || percent === null) {
    return plainSpaces(messageIn(language, m.whatsapp_raised, { raised, givers }));
  }
  const goal = formatMoney(input.goal, input.currency, formats);
  return plainSpaces(
    messageIn(language, m.whatsapp_raised_of_goal, { raised, goal, percent: String(percent), givers }),
  );
}

export function whatsAppStatusText(input: WhatsAppStatusInput): string {
  const language = input.language ?? BASE_LOCALE;
  const formats = input.locale ?? language;
  const next = nextUpcomingEvent(input.events, input.now);
  let name = plainForWhatsApp(input.deceasedName).replace(/\n/g, ' ');
  let service = next ? plainForWhatsApp(eventOneLine(next, language, input.locale)).replace(/\n/g, ' ') : '';
  let update = input.latestUpdate ? updateExcerpt(input.latestUpdate) : '';
  const wallet = input.wallet
    ? messageIn(language, m.whatsapp_mobile_money, {
        phone: plainForWhatsApp(input.wallet.phone),
        recipient: clip(plainForWhatsApp(input.wallet.recipientName), 60),
      })
    : '';

  const progress = progressLine(input, language, formats);
  // Only what people typed is made plain: the page's address must reach the group exactly as it is.
  const compose = () =>
    [
      inMemoryTitleOf(name, language),
      progress,
      service && messageIn(language, m.whatsapp_next, { service }),
      update && `${messageIn(language, m.whatsapp_latest_update)}\n${update}`,
      `${shareMessageOf(name, language)}\n${messageIn(language, m.whatsapp_give_here, { link: input.pageUrl })}`,
      wallet,
    ]
      .filter((part) => part !== '')
      .join('\n\n');

  // What gives way first is the update, then the service's place, then the name: never the link or the number.
  let text = compose();
  for (const shorten of [
    () => {
      update = clip(update, update.length - (text.length - WHATSAPP_STATUS_MAX));
    },
    () => {
      service = clip(service, service.length - (text.length - WHATSAPP_STATUS_MAX));
    },
    () => {
      name = clip(name, Math.max(20, name.length - Math.ceil((text.length - WHATSAPP_STATUS_MAX) / 2)));
    },
  ]) {
    if (text.length <= WHATSAPP_STATUS_MAX) break;
    shorten();
    text = compose();
  }
  return text.slice(0, WHATSAPP_STATUS_MAX);
}

/** The wa.me address that opens WhatsApp with the text ready to send to a chosen chat or group. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
