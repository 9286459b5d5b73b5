import { PAYOUT_COUNTRIES, type PayoutCountry } from '../../../domain/shared/regions';

/** Every answer of the creation dialog, as typed (spec part 1 §3 "Wizard answers"); never the password. */
export interface WizardAnswers {
  organizerName: string;
  organizerEmail: string;
  /** Country whose dial code prefixes the organizer's number. */
  organizerPhoneCountry: string;
  organizerPhone: string;
  deceasedName: string;
  organizerRelationship: string;
  organizerRelationshipOther: string;
  deceasedDateOfPassing: string;
  deceasedBirthYear: string;
  deceasedLocation: string;
  photoUrl: string;
  tribute: string;
  recipientName: string;
  recipientRelationship: string;
  recipientRelationshipOther: string;
  recipientCountry: string;
  recipientPhone: string;
  recipientPayoutMethod: string;
  goalAmount: string;
  customUrl: string;
  endDate: string;
  sharePublicly: '' | 'yes' | 'no';
  acceptTerms: '' | 'yes' | 'no';
  /** The campaign's own language, chosen on the last check; empty: the language the organizer reads now. */
  campaignLocale: string;
}

export function emptyAnswers(organizerPhoneCountry = 'US'): WizardAnswers {
  return {
    organizerName: '',
    organizerEmail: '',
    organizerPhoneCountry,
    organizerPhone: '',
    deceasedName: '',
    organizerRelationship: '',
    organizerRelationshipOther: '',
    deceasedDateOfPassing: '',
    deceasedBirthYear: '',
    deceasedLocation: '',
    photoUrl: '',
    tribute: '',
    recipientName: '',
    recipientRelationship: '',
    recipientRelationshipOther: '',
    recipientCountry: '',
    recipientPhone: '',
    recipientPayoutMethod: '',
    goalAmount: '',
    customUrl: '',
    endDate: '',
    sharePublicly: '',
    acceptTerms: '',
    campaignLocale: '',
  };
}

export type StepKind =
  | 'greeting'
  | 'text'
  | 'email'
  | 'phone'
  | 'relationship'
  | 'date-of-passing'
  | 'birth-year'
  | 'photo'
  | 'tribute'
  | 'statement'
  | 'country'
  | 'payout'
  | 'goal'
  | 'custom-url'
  | 'end-date'
  | 'yes-no'
  | 'terms'
  | 'create'
  | 'password'
  | 'launch';

export interface WizardStep {
  id: string;
  kind: StepKind;
  /** The answer this step fills; display steps fill none. */
  field?: keyof WizardAnswers;
  question(names: Names): string;
  /** Display steps (and the last) have no Back button. */
  isDisplay?: boolean;
  label?: string;
  placeholder?: string;
  autoComplete?: string;
}

interface Names {
  organizer: string;
  deceased: string;
  recipient: string;
}

export function namesOf(answers: WizardAnswers): Names {
  return {
    organizer: answers.organizerName.trim().split(/\s+/)[0] || 'friend',
    deceased: answers.deceasedName.trim() || 'your loved one',
    recipient: answers.recipientName.trim() || 'the recipient',
  };
}

/** The 25 steps of spec part 1 §2, in order. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    id: 'greeting',
    kind: 'greeting',
    isDisplay: true,
    question: () =>
      "Hello. I'm here to help you create a memorial campaign for someone you love. You can share it with friends and family anywhere in the world, so they can contribute financially and leave their memories. It takes less than 3 minutes.",
  },
  {
    id: 'organizerName',
    kind: 'text',
    field: 'organizerName',
    label: 'Your full name',
    autoComplete: 'name',
    question: () => 'First, what is your full name?',
  },
  {
    id: 'organizerEmail',
    kind: 'email',
    field: 'organizerEmail',
    label: 'Your email address',
    autoComplete: 'email',
    question: ({ organizer }) => `Thank you, ${organizer}. What is your email address?`,
  },
  {
    id: 'organizerPhone',
    kind: 'phone',
    field: 'organizerPhone',
    label: 'Your phone number',
    autoComplete: 'tel-national',
    question: () => 'And your phone number, so the family can reach you?',
  },
  {
    id: 'deceasedName',
    kind: 'text',
    field: 'deceasedName',
    label: "Your loved one's full name",
    question: ({ organizer }) =>
      `I'm so sorry for your loss, ${organizer}. What was your loved one's full name?`,
  },
  {
    id: 'organizerRelationship',
    kind: 'relationship',
    field: 'organizerRelationship',
    label: 'Your relationship',
    question: ({ deceased }) => `What was your relationship to ${deceased}? I am their…`,
  },
  {
    id: 'deceasedDateOfPassing',
    kind: 'date-of-passing',
    field: 'deceasedDateOfPassing',
    label: 'Date of passing',
    question: ({ deceased }) => `When did ${deceased} pass away?`,
  },
  {
    id: 'deceasedBirthYear',
    kind: 'birth-year',
    field: 'deceasedBirthYear',
    label: 'Year of birth (optional)',
    question: ({ deceased }) => `In which year was ${deceased} born? You can skip this.`,
  },
  {
    id: 'deceasedLocation',
    kind: 'text',
    field: 'deceasedLocation',
    label: 'Town or city, and country',
    placeholder: 'e.g. Enugu, Nigeria',
    question: ({ deceased }) => `Where did ${deceased} live?`,
  },
  {
    id: 'photo',
    kind: 'photo',
    field: 'photoUrl',
    label: `Photo`,
    question: ({ deceased }) =>
      `Would you like to add a photo of ${deceased}? It will be shown at the top of the page.`,
  },
  {
    id: 'tribute',
    kind: 'tribute',
    field: 'tribute',
    label: 'Tribute',
    question: ({ deceased }) =>
      `Would you like to say a few words about ${deceased}? This tribute will appear on the memorial page.`,
  },
  {
    id: 'recipientStatement',
    kind: 'statement',
    isDisplay: true,
    question: () =>
      'One important thing: as the organizer, you will not receive the funds directly. Please nominate a trusted family member or friend who will receive them.',
  },
  {
    id: 'recipientName',
    kind: 'text',
    field: 'recipientName',
    label: "Recipient's full name",
    question: ({ deceased }) => `Who should receive the funds raised in memory of ${deceased}?`,
  },
  {
    id: 'recipientRelationship',
    kind: 'relationship',
    field: 'recipientRelationship',
    label: "Recipient's relationship",
    question: ({ recipient, deceased }) =>
      `What is ${recipient}'s relationship to ${deceased}? They are ${deceased}'s…`,
  },
  {
    id: 'recipientCountry',
    kind: 'country',
    field: 'recipientCountry',
    label: "Recipient's country",
    question: ({ recipient }) => `In which country does ${recipient} live?`,
  },
  {
    id: 'recipientPhone',
    kind: 'phone',
    field: 'recipientPhone',
    label: "Recipient's phone number",
    question: ({ recipient }) => `What is ${recipient}'s phone number?`,
  },
  {
    id: 'recipientPayoutMethod',
    kind: 'payout',
    field: 'recipientPayoutMethod',
    label: 'Payout method',
    question: ({ recipient }) => `How would ${recipient} like to receive the funds?`,
  },
  {
    id: 'goalAmount',
    kind: 'goal',
    field: 'goalAmount',
    label: 'Fundraising goal (optional)',
    question: ({ deceased }) =>
      `Would you like to set a fundraising goal for ${deceased}'s memorial? You can skip this.`,
  },
  {
    id: 'customUrl',
    kind: 'custom-url',
    field: 'customUrl',
    label: 'Custom web address (optional)',
    question: ({ deceased }) =>
      `Would you like to choose the web address of ${deceased}'s page? Leave it empty and we'll make one.`,
  },
  {
    id: 'endDate',
    kind: 'end-date',
    field: 'endDate',
    label: 'Campaign end date',
    question: () => 'Until when should the campaign accept contributions?',
  },
  {
    id: 'sharePublicly',
    kind: 'yes-no',
    field: 'sharePublicly',
    label: 'Share publicly',
    question: ({ deceased }) =>
      `Would you like ${deceased}'s memorial to be shared publicly, showing the names of those who contribute?`,
  },
  {
    id: 'acceptTerms',
    kind: 'terms',
    field: 'acceptTerms',
    label: 'Terms',
    question: () => 'Before we create the campaign, please read the key terms. Do you agree to them?',
  },
  {
    id: 'create',
    kind: 'create',
    question: ({ deceased }) => `Everything is ready. Shall we create ${deceased}'s memorial campaign?`,
  },
  {
    id: 'password',
    kind: 'password',
    label: 'Create a password',
    question: ({ deceased }) =>
      `Last step: create a password, so you can look after ${deceased}'s campaign and see the tributes as they arrive.`,
  },
  {
    id: 'launch',
    kind: 'launch',
    isDisplay: true,
    question: ({ deceased }) => `Launching ${deceased}'s memorial…`,
  },
];

export const STEP_INDEX = Object.fromEntries(WIZARD_STEPS.map((step, index) => [step.id, index])) as Record<
  string,
  number
>;

/** Position over the number of steps, capped at 99% until the last step (spec part 1 §4). */
export function progressPercent(stepIndex: number): number {
  if (stepIndex >= WIZARD_STEPS.length - 1) return 100;
  return Math.min(99, Math.round(((stepIndex + 1) / WIZARD_STEPS.length) * 100));
}

export function payoutCountry(code: string): PayoutCountry | undefined {
  return PAYOUT_COUNTRIES.find((country) => country.code === code);
}

function withDialCode(countryCode: string, number: string): string {
  const trimmed = number.trim();
  if (trimmed.startsWith('+')) return trimmed;
  const dialCode = payoutCountry(countryCode)?.dialCode ?? '';
  return `${dialCode} ${trimmed.replace(/^0+/, '')}`.trim();
}

function relationshipAnswer(choice: string, other: string): string {
  return choice === 'other' ? other.trim() : choice;
}

/** The POST /api/campaigns body (spec part 1 §7), saved as pendingCampaignData before any sign-in. */
export function campaignBodyOf(answers: WizardAnswers) {
  const goal = answers.goalAmount.trim() === '' ? null : Number(answers.goalAmount);
  const country = payoutCountry(answers.recipientCountry);
  return {
    organizerName: answers.organizerName.trim(),
    organizerEmail: answers.organizerEmail.trim(),
    organizerPhone: withDialCode(answers.organizerPhoneCountry, answers.organizerPhone),
    deceasedName: answers.deceasedName.trim(),
    organizerRelationship: relationshipAnswer(
      answers.organizerRelationship,
      answers.organizerRelationshipOther,
    ),
    deceasedDateOfPassing: answers.deceasedDateOfPassing,
    deceasedBirthYear: answers.deceasedBirthYear,
    deceasedLocation: answers.deceasedLocation.trim(),
    photoUrl: answers.photoUrl,
    headerImageUrl: '',
    tribute: answers.tribute.trim(),
    recipientName: answers.recipientName.trim(),
    recipientRelationship: relationshipAnswer(
      answers.recipientRelationship,
      answers.recipientRelationshipOther,
    ),
    recipientCountry: answers.recipientCountry,
    recipientPhone: withDialCode(answers.recipientCountry, answers.recipientPhone),
    recipientPayoutMethod: answers.recipientPayoutMethod,
    goalAmount: answers.goalAmount.trim(),
    goal: goal !== null && Number.isFinite(goal) ? goal : null,
    customUrl: answers.customUrl.trim(),
    endDate: answers.endDate,
    campaignCurrency: country?.currency ?? 'USD',
    locale: answers.campaignLocale,
    sharePublicly: answers.sharePublicly === 'yes',
    enableSocialSharing: true,
    acceptTerms: answers.acceptTerms === 'yes',
    consentDisplayNames: answers.sharePublicly === 'yes',
    termsAccepted: answers.acceptTerms === 'yes',
  };
}

export type CampaignBody = ReturnType<typeof campaignBodyOf>;
