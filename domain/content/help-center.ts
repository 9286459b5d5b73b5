import {
  feeExampleInWords,
  PLATFORM_FEE_RATE,
  PROCESSING_FEE_RATE,
  PROCESSING_FIXED_FEE,
} from '../payments/fee-wording';
import { KICKSTART_THRESHOLD_USD, KICKSTART_USD } from '../shared/currency-conversion';
import { MAX_UPLOAD_SIZE } from '../uploads/upload-rules';
export const FAQ_CATEGORIES = [
  'Getting Started',
  'Fees & Payment',
  'Campaign Management',
  'Privacy & Security',
  'Contributing',
  'Technical Issues',
  'Account & Profile',
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  tags: string[];
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'create-campaign',
    category: 'Getting Started',
    question: 'How do I create a memorial campaign?',
    answer:
      'Press "Create Memorial Campaign", tell us about your loved one, add a photo and a tribute, and name the person who will receive the money. It is free and takes less than 3 minutes. You need to be 18 or older.',
    tags: ['start', 'new campaign', 'free', 'setup', 'memorial'],
  },
  {
    id: 'who-receives-money',
    category: 'Getting Started',
    question: 'Who receives the money?',
    answer:
      'A trusted recipient that you, the organizer, nominate: usually a close family member or friend. The money always goes to the recipient, never to the organizer.',
    tags: ['recipient', 'beneficiary', 'family', 'trust'],
  },
  {
    id: 'kickstart',
    category: 'Getting Started',
    question: 'Does Pamoja add money to my campaign?',
    answer: `Yes. To help kickstart your campaign, Pamoja adds ${KICKSTART_USD} USD (shown in your local currency). We generally add it once a campaign raises ${KICKSTART_THRESHOLD_USD} USD or more; below that it is at our discretion. We may change or end this offer.`,
    tags: ['kickstart', 'bonus', '20 dollars', 'gift'],
  },
  {
    id: 'card-fees',
    category: 'Fees & Payment',
    question: 'What does it cost to give by card?',
    answer: `Two fees apply to card contributions: a platform fee of ${PLATFORM_FEE_RATE} of the amount, and card processing of ${PROCESSING_FEE_RATE} plus ${PROCESSING_FIXED_FEE} (converted to the currency you give in). Both are shown before you pay. For example, ${feeExampleInWords(100)}.`,
    tags: ['fees', 'cost', 'percentage', 'visa', 'mastercard', 'charges'],
  },
  {
    id: 'mobile-wallet',
    category: 'Fees & Payment',
    question: 'How does giving by mobile wallet work?',
    answer:
      "You send the money from your mobile money account directly to the recipient's phone, then enter the confirmation code from your payment (and a screenshot if you have one) on Pamoja. Pamoja charges no platform or processing fee; your mobile money provider's usual charges may apply. Your gift counts in the campaign total once the organizer or recipient confirms the code. Because the money goes straight to the recipient, mobile wallet payments cannot be refunded through Pamoja.",
    tags: ['mobile money', 'mpesa', 'ecocash', 'mtn momo', 'airtel money', 'confirmation code', 'no fees'],
  },
  {
    id: 'payouts',
    category: 'Fees & Payment',
    question: 'How does the recipient get the money raised by card?',
    answer:
      'The organizer or the recipient requests a payout from the campaign, and our admin team processes it. The recipient can be paid by bank transfer, mobile money, PayPal or cash pickup.',
    tags: ['payout', 'withdraw', 'bank transfer', 'paypal', 'cash pickup', 'transfer'],
  },
  {
    id: 'end-or-archive',
    category: 'Campaign Management',
    question: 'What is the difference between ending and archiving a campaign?',
    answer:
      'Ending a campaign closes it for good and cannot be undone. Archiving hides the campaign from public view; you can restore it later.',
    tags: ['close', 'stop', 'hide', 'restore', 'delete campaign'],
  },
  {
    id: 'recipient-access',
    category: 'Campaign Management',
    question: 'Can the recipient manage the campaign?',
    answer:
      'Yes. The organizer can share access with the recipient, who then signs in with a private access code and the phone number registered for them. Access codes expire after 30 days. Keep the code private, as you would a password.',
    tags: ['access code', 'recipient access', 'phone number', 'share management'],
  },
  {
    id: 'share-whatsapp',
    category: 'Campaign Management',
    question: 'How do I share my campaign on WhatsApp?',
    answer:
      'Open your campaign page and press the WhatsApp button: on a phone it opens WhatsApp with a message and the link ready to send to a chat or group. You can also copy the link and paste it anywhere. If you see "Sharing has been disabled for this campaign", the organizer has turned sharing off.',
    tags: ['whatsapp', 'share', 'link', 'family group', 'facebook', 'spread the word'],
  },
  {
    id: 'data-we-keep',
    category: 'Privacy & Security',
    question: 'What information does Pamoja keep about me?',
    answer:
      'Only what we need to run memorial campaigns: your account details (name, e-mail, country, phone and a securely hashed password), campaign content, contribution details, basic page-view records (IP address and browser type), messages you send us, and a log of important actions. We set one strictly necessary cookie, to keep you signed in, and we would use analytics only if you agree to it (none runs today). Our Privacy Policy and GDPR page explain why and for how long.',
    tags: ['privacy', 'personal data', 'cookies', 'gdpr', 'information'],
  },
  {
    id: 'copy-or-delete-data',
    category: 'Privacy & Security',
    question: 'How do I get a copy of my data or ask you to delete it?',
    answer:
      'Write to our support e-mail from the address on your account and tell us what you need. We reply within 24 hours and complete requests within one month. Some contribution records must be kept for financial reasons; we will tell you exactly what we keep and why.',
    tags: ['gdpr', 'delete account', 'data copy', 'erase', 'rights'],
  },
  {
    id: 'anonymous-giving',
    category: 'Contributing',
    question: 'Can I give anonymously or hide the amount?',
    answer:
      'Yes. When you give by card you can choose to give anonymously, so your name is not shown on the campaign page. With card or mobile wallet you can also hide the amount; it still counts towards the total.',
    tags: ['anonymous', 'private', 'hide amount', 'name'],
  },
  {
    id: 'give-without-account',
    category: 'Contributing',
    question: 'Do I need an account to give?',
    answer:
      'No. Anyone can give from the campaign page by card or by mobile wallet, and leave a message or a memory for the family. Only organizers need an account.',
    tags: ['guest', 'sign up', 'donate', 'tribute', 'message'],
  },
  {
    id: 'slow-connection',
    category: 'Technical Issues',
    question: 'The site is slow on my phone. What can I do?',
    answer: `Pamoja is built to be light, but a weak signal can still slow it down. Move to a spot with better signal or Wi-Fi, close other apps, and wait for a page to finish before pressing a button again. If your connection drops after you pay by card, do not pay a second time: your payment is recorded once, and you can check with our support team. Photos and screenshots must be under ${MAX_UPLOAD_SIZE}.`,
    tags: ['slow', 'loading', 'data', 'network', 'bundles', 'offline'],
  },
  {
    id: 'reset-password',
    category: 'Account & Profile',
    question: 'I forgot my password. How do I reset it?',
    answer:
      'On the sign-in page, choose to reset your password and enter your e-mail. If an account exists for that address, we send a reset link that works once and expires after 1 hour. Check your spam folder if it does not arrive within a few minutes.',
    tags: ['password', 'login', 'sign in', 'locked out', 'forgot'],
  },
];

/** Every word of the query must appear, in any case, in the question, the answer or the tags. */
export function searchFaq(query: string, entries: readonly FaqEntry[] = FAQ_ENTRIES): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = [entry.question, entry.answer, ...entry.tags].join('\n').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Counts for the category sidebar; categories without entries are listed with 0. */
export function countByCategory(entries: readonly FaqEntry[] = FAQ_ENTRIES): Record<FaqCategory, number> {
  const counts = Object.fromEntries(FAQ_CATEGORIES.map((category) => [category, 0])) as Record<
    FaqCategory,
    number
  >;
  for (const entry of entries) counts[entry.category] += 1;
  return counts;
}
