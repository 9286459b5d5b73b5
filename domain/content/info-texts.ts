import { m } from '../../paraglide/messages';
import { feeFiguresIn } from '../payments/fee-wording';
import { KICKSTART_USD } from '../shared/currency-conversion';
import { type Locale, type Message, messageIn } from '../shared/locales';
import type { LegalSection } from './legal-texts';

/** The figures a paragraph may place, written in the reader's language. */
interface Figures {
  platform: string;
  processing: string;
  fixed: string;
  kickstart: string;
}

interface SectionSource {
  heading: Message<Record<never, never>>;
  paragraphs: Message<Figures>[];
}

const MANIFESTO: readonly SectionSource[] = [
  { heading: m.manifesto_alone_heading, paragraphs: [m.manifesto_alone_text] },
  { heading: m.manifesto_money_heading, paragraphs: [m.manifesto_money_text] },
  { heading: m.manifesto_fees_heading, paragraphs: [m.manifesto_fees_text] },
  { heading: m.manifesto_phone_heading, paragraphs: [m.manifesto_phone_text] },
  { heading: m.manifesto_distance_heading, paragraphs: [m.manifesto_distance_text] },
  { heading: m.manifesto_dignity_heading, paragraphs: [m.manifesto_dignity_text, m.site_tagline] },
];

const OUR_STORY: readonly SectionSource[] = [
  { heading: m.story_word_heading, paragraphs: [m.story_word_text] },
  { heading: m.story_tradition_heading, paragraphs: [m.story_tradition_text, m.story_tradition_harambee] },
  { heading: m.story_apart_heading, paragraphs: [m.story_apart_text, m.story_apart_envelope] },
  { heading: m.story_why_heading, paragraphs: [m.story_why_text, m.story_why_minutes] },
  { heading: m.story_promise_heading, paragraphs: [m.story_promise_text] },
  { heading: m.story_together_heading, paragraphs: [m.story_together_text] },
];

function sectionsIn(locale: Locale, sources: readonly SectionSource[]): LegalSection[] {
  const figures: Figures = {
    ...feeFiguresIn(locale),
    kickstart: `${new Intl.NumberFormat(locale).format(KICKSTART_USD)} USD`,
  };
  return sources.map(({ heading, paragraphs }) => ({
    heading: messageIn(locale, heading),
    paragraphs: paragraphs.map((paragraph) => messageIn(locale, paragraph, figures)),
  }));
}

/** The manifesto in the reader's language (issue 32: the information pages are not legal texts). */
export function manifestoIn(locale: Locale): LegalSection[] {
  return sectionsIn(locale, MANIFESTO);
}

/** Our story in the reader's language. */
export function ourStoryIn(locale: Locale): LegalSection[] {
  return sectionsIn(locale, OUR_STORY);
}
