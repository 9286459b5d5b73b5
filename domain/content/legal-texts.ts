/**
 * The legal texts: the privacy policy, the terms and the GDPR page. They stay English in every language (issue 32;
 * the page says so in the reader's language). They say "our support e-mail" and "our WhatsApp line" rather than the
 * addresses themselves: the pages show the real contacts from config/site.ts next to the text.
 */

import { PLATFORM_FEE_RATE, PROCESSING_FEE_RATE, PROCESSING_FIXED_FEE } from '../payments/fee-wording';
import { KICKSTART_THRESHOLD_USD, KICKSTART_USD } from '../shared/currency-conversion';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** The day the privacy policy and the terms took effect. */
export const LEGAL_EFFECTIVE_DAY = '2025-01-18';

/** That day in `locale`'s words ("January 18, 2025", « 18 janvier 2025 »). */
export function legalEffectiveDateIn(locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_EFFECTIVE_DAY}T00:00:00Z`),
  );
}

/** The English texts say it this way. */
export const LEGAL_EFFECTIVE_DATE = legalEffectiveDateIn('en');

export const PRIVACY_POLICY: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'Pamoja is a memorial fundraising platform. Families and friends use it to honor someone who has died and to gather money for a trusted recipient. In this policy, "we" and "us" mean Pamoja.',
      `This policy applies from ${LEGAL_EFFECTIVE_DATE}. It explains what we keep about you, why, and the choices you have. If anything is unclear, write to our support e-mail or message our WhatsApp line.`,
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: [
      'Your account: name, e-mail address, country, phone number and your password, which we store only as a secure hash that cannot be turned back into the password.',
      'Campaigns: the story, photos, tributes, goal and the recipient details that the organizer enters.',
      'Contributions: the name, e-mail address, amount, message and photo of the person giving, and for mobile wallet gifts the confirmation code and payment screenshot.',
      'Page views: the IP address and browser type (user agent) of visitors to a campaign page, one record per visitor per day. Contact messages you send us. A log of important actions, such as payouts and changes to campaigns, kept for security.',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To run your account and your campaigns, take contributions, confirm mobile wallet gifts, pay the recipient and send you receipts and account e-mails.',
      'To keep the platform safe: to prevent fraud and misuse, and to show organizers how many people viewed their campaign.',
      'To keep the financial records the law requires, and to answer you when you contact us. We never sell your information.',
    ],
  },
  {
    heading: 'Who can see it',
    paragraphs: [
      "The public campaign page shows the campaign story, photos and tributes, and contributors' names, messages and amounts, except where a contributor chose to give anonymously or to hide the amount.",
      'The organizer and the recipient see the contributions to their campaign so they can confirm gifts and thank people. Our admin team sees what it needs to process payouts and help you.',
      "Card payments are handled by our card payment provider: you enter card details in the provider's secure form, and Pamoja never stores your card number. We also use trusted services to host the platform and send e-mails, under contracts that protect your information. We share information with authorities only when the law requires it.",
    ],
  },
  {
    heading: 'Cookies and your browser',
    paragraphs: [
      'We set one cookie ourselves: a session cookie that keeps you signed in, created only when you sign in. It is strictly necessary, so it does not need your consent.',
      "When you give by card, our card payment provider's secure form may set its own strictly necessary cookies to prevent fraud.",
      'Your choices, such as cookie consent, preferred currency and whether you accepted these policies, are saved in your own browser (local storage), not on our servers.',
      'We would use analytics only after you agree to it. No analytics is running today.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep information only as long as we need it. Contribution and payout records are kept for 7 years because financial law requires it. Page-view records are deleted after 12 months and contact messages after 2 years. Sign-up verification links stop working after 24 hours and password reset links after 1 hour.',
      'Our GDPR page lists every kind of information with its retention period.',
    ],
  },
  {
    heading: 'Keeping it safe',
    paragraphs: [
      'The site runs over an encrypted connection, passwords are stored as secure hashes, and only our admin team can reach the admin tools.',
      'When you upload a photo we remove hidden details such as its location before storing it.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can ask for a copy of your information, ask us to correct it, ask us to delete it, or object to how we use it. Write to our support e-mail: we reply within 24 hours and complete requests within one month, free of charge.',
      'Some records, such as contributions, must be kept for financial reasons even after you close your account. We will always tell you what we keep and why.',
    ],
  },
  {
    heading: 'Age',
    paragraphs: [
      'You must be 18 or older to use Pamoja. We do not knowingly collect information from children; if you believe a child has given us information, tell us and we will delete it.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'If we change this policy we will publish the new version here with a new date, and we will e-mail account holders about important changes before they apply.',
    ],
  },
];

export const TERMS_OF_SERVICE: readonly LegalSection[] = [
  {
    heading: 'About these terms',
    paragraphs: [
      `These terms apply from ${LEGAL_EFFECTIVE_DATE} to everyone who uses Pamoja, whether you organize a campaign, receive funds or give. By using Pamoja you agree to them. "We" and "us" mean Pamoja.`,
    ],
  },
  {
    heading: 'Who can use Pamoja',
    paragraphs: [
      'You must be 18 or older. Give true information about yourself, keep your password private, and tell us straight away if you think someone else has used your account.',
    ],
  },
  {
    heading: 'Creating a campaign',
    paragraphs: [
      'Creating a memorial campaign is free and takes less than 3 minutes. The story, photos and details you share must be true, and you must have the right to share them.',
      'As the organizer you nominate a trusted recipient, usually a close family member or friend, who receives the money. Money raised never goes to the organizer. Make sure the recipient agrees and that their details are correct.',
      'We may pause or remove a campaign that looks misleading or breaks these terms, and we will tell the organizer why.',
    ],
  },
  {
    heading: 'Managing a campaign',
    paragraphs: [
      'The organizer can share access with the recipient. The recipient then manages the campaign with a private access code and their registered phone number. Access codes expire after 30 days; keep them private.',
      'Ending a campaign closes it permanently and cannot be undone. Archiving hides a campaign from public view, and it can be restored later.',
    ],
  },
  {
    heading: 'Giving',
    paragraphs: [
      `Card contributions carry a platform fee of ${PLATFORM_FEE_RATE} of the amount and card processing of ${PROCESSING_FEE_RATE} plus ${PROCESSING_FIXED_FEE}, converted to the currency of the contribution. Both fees are shown before you pay and are taken from the amount given.`,
      "Mobile wallet contributions are sent directly to the recipient's phone. Pamoja charges no platform or processing fee on them, and they cannot be refunded through Pamoja. They count in the campaign total once the organizer or recipient confirms the confirmation code.",
      'Contributions are gifts to support a grieving family. You may give anonymously by card or hide the amount you give. If you believe a card contribution was made in error or without your permission, contact our support e-mail straight away.',
    ],
  },
  {
    heading: 'Payouts',
    paragraphs: [
      'The organizer or the recipient requests a payout, and our admin team processes it. Funds can be paid by bank transfer, mobile money, PayPal or cash pickup.',
      "We may ask for information to confirm the recipient's identity before paying, to protect the family and contributors. The recipient is responsible for giving correct payout details.",
    ],
  },
  {
    heading: 'Kickstart offer',
    paragraphs: [
      `To help a new campaign get started, Pamoja adds ${KICKSTART_USD} USD, shown in local currency. We generally add it when a campaign raises ${KICKSTART_THRESHOLD_USD} USD or more; below that it is at our discretion. We may change or end this offer at any time.`,
    ],
  },
  {
    heading: 'Respectful use',
    paragraphs: [
      'Do not use Pamoja for fraud, to impersonate anyone, or to post content that is unlawful, hateful or disrespectful to the person being remembered or their family.',
      'We may remove content, pause payouts while we check a concern, or close accounts that break these terms.',
    ],
  },
  {
    heading: 'Our responsibilities',
    paragraphs: [
      'We work hard to keep Pamoja available, secure and accurate, and our support team replies within 24 hours. We are not responsible for what organizers write, for payments made outside Pamoja, or for delays caused by banks, mobile money providers or other services we do not control.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'If we change these terms we will publish the new version here with a new date and e-mail account holders about important changes.',
      'Questions? Write to our support e-mail or message our WhatsApp line.',
    ],
  },
];

export const GDPR_INFO: readonly LegalSection[] = [
  {
    heading: 'Your information, your rights',
    paragraphs: [
      'The General Data Protection Regulation (GDPR) gives people in the European Union and the United Kingdom clear rights over their personal information. We offer the same rights to everyone who uses Pamoja, wherever you live.',
    ],
  },
  {
    heading: 'What we keep and why',
    paragraphs: [
      'Account (name, e-mail, country, phone, password hash): to sign you in and run your campaigns.',
      'Campaign content (story, photos, tributes, goal, recipient details): to publish the memorial page and pay the recipient.',
      'Contributions (name, e-mail, amount, message, photo, and for mobile wallet gifts the confirmation code and screenshot): to record the gift, let the organizer or recipient confirm it, and keep financial records.',
      'Page-view records (IP address, browser type): to protect campaigns from abuse and show organizers their view counts. Contact messages: to answer you. Audit log: a record of important actions, such as payouts, for security and accountability.',
    ],
  },
  {
    heading: 'Our lawful basis',
    paragraphs: [
      'Contract: we need your account, campaign and contribution details to provide the service you asked for.',
      'Legal obligation: we must keep financial records of contributions and payouts.',
      'Legitimate interests: we keep page-view records, the audit log and contact messages to keep Pamoja safe and to help you, and we balance this against your privacy.',
      'Consent: we would use analytics only if you agree, and you can withdraw that consent at any time. No analytics is running today.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account: while your account is open, and deleted within 30 days after you ask us to close it.',
      'Campaign content: while the campaign exists, including when it is ended or archived, and deleted within 30 days after the organizer asks us to or closes their account.',
      'Contributions: amount, name, e-mail and payment or confirmation details are kept for 7 years for financial records. Messages and photos stay with the campaign and can be removed sooner if you ask.',
      'Page-view records: 12 months. Contact messages: 2 years. Audit log: 7 years. Unverified sign-up links: 24 hours. Password reset links: 1 hour. Recipient access codes: 30 days. Sessions: until you sign out or the session expires.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Our card payment provider, the services that host Pamoja and send our e-mails, and the organizer and recipient of the campaign you give to. We do not sell personal information, and we share it with authorities only when the law requires it.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can ask to see a copy of your information, correct it, delete it, limit how we use it, object to its use, or receive it in a format you can take elsewhere.',
    ],
  },
  {
    heading: 'How to ask for a copy or deletion',
    paragraphs: [
      'Write to our support e-mail from the address on your account, or tell us which e-mail you used to give, and say what you would like. We may ask you to confirm who you are before we act.',
      'We reply within 24 hours and complete your request within one month, free of charge. When you ask us to delete your information we delete or anonymise everything we are not required to keep, and tell you what remains and why.',
    ],
  },
  {
    heading: 'If you are not happy',
    paragraphs: [
      'Please talk to us first through our support e-mail or our WhatsApp line. You also have the right to complain to the data protection authority in your country.',
    ],
  },
];
