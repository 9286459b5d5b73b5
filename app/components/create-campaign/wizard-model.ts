import { type Locale, type Message, messageIn } from '../../../domain/shared/locales';
import { PAYOUT_COUNTRIES, type PayoutCountry } from '../../../domain/shared/regions';
import { m } from '../../../paraglide/messages';

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
  /** The question, a message placing the names it needs. */
  question: Message<Names>;
  /** Display steps (and the last) have no Back button. */
  isDisplay?: boolean;
  label?: Message<object>;
  placeholder?: Message<object>;
  autoComplete?: string;
}

export interface Names {
  organizer: string;
  deceased: string;
  recipient: string;
}

/** The names the questions place, with words for a name not typed yet (a draft restored halfway). */
export function namesOf(answers: WizardAnswers, locale: Locale): Names {
  return {
    organizer:
      answers.organizerName.trim().split(/\s+/)[0] || messageIn(locale, m.create_name_organizer_fallback),
    deceased: answers.deceasedName.trim() || messageIn(locale, m.create_name_deceased_fallback),
    recipient: answers.recipientName.trim() || messageIn(locale, m.create_name_recipient_fallback),
  };
}

/** The 25 steps of spec part 1 §2, in order. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { id: 'greeting', kind: 'greeting', isDisplay: true, question: m.create_q_greeting },
  {
    id: 'organizerName',
    kind: 'text',
    field: 'organizerName',
    label: m.create_label_organizer_name,
    autoComplete: 'name',
    question: m.create_q_organizer_name,
  },
  {
    id: 'organizerEmail',
    kind: 'email',
    field: 'organizerEmail',
    label: m.create_label_organizer_email,
    autoComplete: 'email',
    question: m.create_q_organizer_email,
  },
  {
    id: 'organizerPhone',
    kind: 'phone',
    field: 'organizerPhone',
    label: m.create_label_organizer_phone,
    autoComplete: 'tel-national',
    question: m.create_q_organizer_phone,
  },
  {
    id: 'deceasedName',
    kind: 'text',
    field: 'deceasedName',
    label: m.create_label_deceased_name,
    question: m.create_q_deceased_name,
  },
  {
    id: 'organizerRelationship',
    kind: 'relationship',
    field: 'organizerRelationship',
    label: m.create_label_organizer_relationship,
    question: m.create_q_organizer_relationship,
  },
  {
    id: 'deceasedDateOfPassing',
    kind: 'date-of-passing',
    field: 'deceasedDateOfPassing',
    label: m.create_label_date_of_passing,
    question: m.create_q_date_of_passing,
  },
  {
    id: 'deceasedBirthYear',
    kind: 'birth-year',
    field: 'deceasedBirthYear',
    label: m.create_label_birth_year,
    question: m.create_q_birth_year,
  },
  {
    id: 'deceasedLocation',
    kind: 'text',
    field: 'deceasedLocation',
    label: m.create_label_location,
    placeholder: m.create_placeholder_location,
    question: m.create_q_location,
  },
  { id: 'photo', kind: 'photo', field: 'photoUrl', label: m.photo_choose, question: m.create_q_photo },
  {
    id: 'tribute',
    kind: 'tribute',
    field: 'tribute',
    label: m.create_tribute_label,
    question: m.create_q_tribute,
  },
  {
    id: 'recipientStatement',
    kind: 'statement',
    isDisplay: true,
    question: m.create_q_recipient_statement,
  },
  {
    id: 'recipientName',
    kind: 'text',
    field: 'recipientName',
    label: m.create_label_recipient_name,
    question: m.create_q_recipient_name,
  },
  {
    id: 'recipientRelationship',
    kind: 'relationship',
    field: 'recipientRelationship',
    label: m.create_label_recipient_relationship,
    question: m.create_q_recipient_relationship,
  },
  {
    id: 'recipientCountry',
    kind: 'country',
    field: 'recipientCountry',
    label: m.create_label_recipient_country,
    question: m.create_q_recipient_country,
  },
  {
    id: 'recipientPhone',
    kind: 'phone',
    field: 'recipientPhone',
    label: m.create_label_recipient_phone,
    question: m.create_q_recipient_phone,
  },
  {
    id: 'recipientPayoutMethod',
    kind: 'payout',
    field: 'recipientPayoutMethod',
    label: m.create_label_payout_method,
    question: m.create_q_payout_method,
  },
  {
    id: 'goalAmount',
    kind: 'goal',
    field: 'goalAmount',
    label: m.create_label_goal,
    question: m.create_q_goal,
  },
  {
    id: 'customUrl',
    kind: 'custom-url',
    field: 'customUrl',
    label: m.create_label_custom_url,
    question: m.create_q_custom_url,
  },
  {
    id: 'endDate',
    kind: 'end-date',
    field: 'endDate',
    label: m.create_label_end_date,
    question: m.create_q_end_date,
  },
  {
    id: 'sharePublicly',
    kind: 'yes-no',
    field: 'sharePublicly',
    label: m.create_label_share_publicly,
    question: m.create_q_share_publicly,
  },
  {
    id: 'acceptTerms',
    kind: 'terms',
    field: 'acceptTerms',
    label: m.create_label_terms,
    question: m.create_q_terms,
  },
  { id: 'create', kind: 'create', question: m.create_q_create },
  { id: 'password', kind: 'password', label: m.create_label_password, question: m.create_q_password },
  { id: 'launch', kind: 'launch', isDisplay: true, question: m.create_q_launch },
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
