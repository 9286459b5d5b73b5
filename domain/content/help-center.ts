import { m } from '../../paraglide/messages';
import { feeExampleIn, feeFiguresIn } from '../payments/fee-wording';
import { KICKSTART_THRESHOLD_USD, KICKSTART_USD } from '../shared/currency-conversion';
import { type Locale, type Message, messageIn } from '../shared/locales';
import { MAX_UPLOAD_BYTES } from '../uploads/upload-rules';
import { FAQ_CATEGORIES, type FaqCategory, type FaqEntry } from './faq-search';

/** The figures some answers place (fees, the kickstart, the upload limit), written in the reader's language. */
interface FaqInputs {
  kickstart: string;
  threshold: string;
  platform: string;
  processing: string;
  fixed: string;
  gift: string;
  fees: string;
  receives: string;
  megabytes: string;
}

interface FaqSource {
  id: string;
  category: FaqCategory;
  question: Message<FaqInputs>;
  answer: Message<FaqInputs>;
  /** The words a reader might search by, comma-separated in each language. */
  tags: Message<FaqInputs>;
}

/** The help center's questions (issue 32: every question and answer in every language, in messages/*.json). */
const FAQ: readonly FaqSource[] = [
  {
    id: 'create-campaign',
    category: 'Getting Started',
    question: m.help_faq_create_campaign_question,
    answer: m.help_faq_create_campaign_answer,
    tags: m.help_faq_create_campaign_tags,
  },
  {
    id: 'who-receives-money',
    category: 'Getting Started',
    question: m.help_faq_who_receives_question,
    answer: m.help_faq_who_receives_answer,
    tags: m.help_faq_who_receives_tags,
  },
  {
    id: 'kickstart',
    category: 'Getting Started',
    question: m.help_faq_kickstart_question,
    answer: m.help_faq_kickstart_answer,
    tags: m.help_faq_kickstart_tags,
  },
  {
    id: 'card-fees',
    category: 'Fees & Payment',
    question: m.help_faq_card_fees_question,
    answer: m.help_faq_card_fees_answer,
    tags: m.help_faq_card_fees_tags,
  },
  {
    id: 'mobile-wallet',
    category: 'Fees & Payment',
    question: m.help_faq_mobile_wallet_question,
    answer: m.help_faq_mobile_wallet_answer,
    tags: m.help_faq_mobile_wallet_tags,
  },
  {
    id: 'payouts',
    category: 'Fees & Payment',
    question: m.help_faq_payouts_question,
    answer: m.help_faq_payouts_answer,
    tags: m.help_faq_payouts_tags,
  },
  {
    id: 'end-or-archive',
    category: 'Campaign Management',
    question: m.help_faq_end_or_archive_question,
    answer: m.help_faq_end_or_archive_answer,
    tags: m.help_faq_end_or_archive_tags,
  },
  {
    id: 'recipient-access',
    category: 'Campaign Management',
    question: m.help_faq_recipient_access_question,
    answer: m.help_faq_recipient_access_answer,
    tags: m.help_faq_recipient_access_tags,
  },
  {
    id: 'share-whatsapp',
    category: 'Campaign Management',
    question: m.help_faq_share_whatsapp_question,
    answer: m.help_faq_share_whatsapp_answer,
    tags: m.help_faq_share_whatsapp_tags,
  },
  {
    id: 'data-we-keep',
    category: 'Privacy & Security',
    question: m.help_faq_data_we_keep_question,
    answer: m.help_faq_data_we_keep_answer,
    tags: m.help_faq_data_we_keep_tags,
  },
  {
    id: 'copy-or-delete-data',
    category: 'Privacy & Security',
    question: m.help_faq_copy_or_delete_question,
    answer: m.help_faq_copy_or_delete_answer,
    tags: m.help_faq_copy_or_delete_tags,
  },
  {
    id: 'anonymous-giving',
    category: 'Contributing',
    question: m.help_faq_anonymous_question,
    answer: m.help_faq_anonymous_answer,
    tags: m.help_faq_anonymous_tags,
  },
  {
    id: 'give-without-account',
    category: 'Contributing',
    question: m.help_faq_no_account_question,
    answer: m.help_faq_no_account_answer,
    tags: m.help_faq_no_account_tags,
  },
  {
    id: 'slow-connection',
    category: 'Technical Issues',
    question: m.help_faq_slow_connection_question,
    answer: m.help_faq_slow_connection_answer,
    tags: m.help_faq_slow_connection_tags,
  },
  {
    id: 'reset-password',
    category: 'Account & Profile',
    question: m.help_faq_reset_password_question,
    answer: m.help_faq_reset_password_answer,
    tags: m.help_faq_reset_password_tags,
  },
];

const CATEGORY_NAMES: Record<FaqCategory, Message<Record<never, never>>> = {
  'Getting Started': m.help_category_getting_started,
  'Fees & Payment': m.help_category_fees,
  'Campaign Management': m.help_category_campaign,
  'Privacy & Security': m.help_category_privacy,
  Contributing: m.help_category_contributing,
  'Technical Issues': m.help_category_technical,
  'Account & Profile': m.help_category_account,
};

function figuresIn(locale: Locale): FaqInputs {
  const whole = new Intl.NumberFormat(locale);
  return {
    kickstart: `${whole.format(KICKSTART_USD)} USD`,
    threshold: `${whole.format(KICKSTART_THRESHOLD_USD)} USD`,
    ...feeFiguresIn(locale),
    ...feeExampleIn(locale, 100),
    megabytes: whole.format(MAX_UPLOAD_BYTES / 1024 / 1024),
  };
}

/** The FAQ in `locale`, with its categories' names: what the help page shows and searches. */
export function faqIn(locale: Locale): {
  entries: FaqEntry[];
  categoryNames: Record<FaqCategory, string>;
} {
  const inputs = figuresIn(locale);
  return {
    entries: FAQ.map(({ id, category, question, answer, tags }) => ({
      id,
      category,
      question: messageIn(locale, question, inputs),
      answer: messageIn(locale, answer, inputs),
      tags: messageIn(locale, tags, inputs)
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    })),
    categoryNames: Object.fromEntries(
      FAQ_CATEGORIES.map((category) => [category, messageIn(locale, CATEGORY_NAMES[category])]),
    ) as Record<FaqCategory, string>,
  };
}
