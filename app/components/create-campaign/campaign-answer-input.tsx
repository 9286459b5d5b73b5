import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/accounts/password-rules';
import { PAYOUT_METHODS } from '../../../domain/campaigns/campaign-options';
import { suggestedCustomUrl } from '../../../domain/campaigns/custom-url';
import { PAYOUT_COUNTRIES } from '../../../domain/shared/regions';
import { RELATIONSHIP_TO_DECEASED_OPTIONS } from '../../../domain/shared/relationships';
import { requestJson } from '../../lib/api-request';
import { thumbnailOf } from '../../lib/image-urls';
import { toast } from '../../lib/toast';
import { acceptPhotoFile, uploadPhotoWithNotice } from '../../lib/upload-image';
import { DateOfPassingInput } from './date-of-passing-input';
import { LabelledSelect, PrefixedInput } from './labelled-fields';
import { PhoneNumberField } from './phone-number-field';
import { namesOf, payoutCountry, type WizardAnswers, type WizardStep } from './wizard-model';
import { choiceClass, inputClass, linkButtonClass } from './wizard-styles';

const PHOTO_AUTO_ADVANCE_MS = 1000;

type Busy = null | 'checking' | 'creating' | 'uploading' | 'url-check';

export interface CampaignAnswerInputProps {
  step: WizardStep;
  answers: WizardAnswers;
  update(changes: Partial<WizardAnswers>): void;
  names: ReturnType<typeof namesOf>;
  currency: { code: string; symbol: string; name: string };
  questionId: string;
  problemId?: string;
  password: string;
  setPassword(password: string): void;
  busy: Busy;
  setBusy(busy: Busy): void;
  next(): void;
  submit(): void;
}

function localDatePlus(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The input of one step of the creation dialog. */
export function CampaignAnswerInput(props: CampaignAnswerInputProps) {
  const { step, answers, update, questionId, problemId } = props;
  const inputId = useId();
  const describedBy = [questionId, problemId].filter(Boolean).join(' ');
  const field = step.field;
  const value = field ? answers[field] : '';
  const set = (next: string) => field && update({ [field]: next } as Partial<WizardAnswers>);
  const invalid = Boolean(problemId);

  switch (step.kind) {
    case 'greeting':
    case 'statement':
    case 'create':
      return step.kind === 'create' ? <CreateSummary answers={answers} /> : null;

    case 'text':
    case 'email':
      return (
        <div>
          <label htmlFor={inputId} className="block font-medium">
            {step.label}
          </label>
          <input
            id={inputId}
            type={step.kind === 'email' ? 'email' : 'text'}
            inputMode={step.kind === 'email' ? 'email' : undefined}
            autoComplete={step.autoComplete ?? 'off'}
            autoCapitalize={step.kind === 'email' ? 'none' : 'words'}
            placeholder={step.placeholder}
            value={value}
            maxLength={step.kind === 'email' ? 100 : 120}
            onChange={(event) => set(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            autoFocus
          />
        </div>
      );

    case 'phone':
      return <PhoneInput {...props} inputId={inputId} describedBy={describedBy} />;

    case 'relationship': {
      const otherField = `${field}Other` as 'organizerRelationshipOther' | 'recipientRelationshipOther';
      return (
        <div className="space-y-3">
          <div>
            <LabelledSelect
              id={inputId}
              label={step.label}
              emptyLabel="Choose a relationship"
              options={RELATIONSHIP_TO_DECEASED_OPTIONS}
              value={value}
              onChange={set}
              describedBy={describedBy}
              invalid={invalid}
            />
          </div>
          {value === 'other' && (
            <div>
              <label htmlFor={`${inputId}-other`} className="block font-medium">
                Please specify the relationship
              </label>
              <input
                id={`${inputId}-other`}
                type="text"
                maxLength={60}
                value={answers[otherField]}
                onChange={(event) => update({ [otherField]: event.target.value } as Partial<WizardAnswers>)}
                className={inputClass}
                autoFocus
              />
            </div>
          )}
        </div>
      );
    }

    case 'date-of-passing':
      return <DateOfPassingInput value={value} onChange={set} describedBy={describedBy} />;

    case 'birth-year': {
      const thisYear = new Date().getFullYear();
      return (
        <div>
          <LabelledSelect
            id={inputId}
            label={step.label}
            emptyLabel="I'd rather not say"
            options={Array.from({ length: thisYear - 1899 }, (_, index) => {
              const year = thisYear - index;
              return { value: year, label: String(year) };
            })}
            value={value}
            onChange={set}
            describedBy={describedBy}
          />
        </div>
      );
    }

    case 'photo':
      return <PhotoInput {...props} inputId={inputId} describedBy={describedBy} />;

    case 'tribute':
      return <TributeInput {...props} inputId={inputId} describedBy={describedBy} />;

    case 'country':
      return (
        <div>
          <LabelledSelect
            id={inputId}
            label={step.label}
            emptyLabel="Choose a country"
            options={PAYOUT_COUNTRIES.map((country) => ({
              value: country.code,
              label: `${country.flag} ${country.name} (${country.dialCode})`,
            }))}
            value={value}
            onChange={set}
            describedBy={describedBy}
            invalid={invalid}
          />
          {value && (
            <p className="mt-2 text-sm text-stone-700">
              Contributions will be counted in {props.currency.name} ({props.currency.code}).
            </p>
          )}
        </div>
      );

    case 'payout':
      return (
        <fieldset aria-describedby={describedBy}>
          <legend className="sr-only">{step.label}</legend>
          <div className="grid gap-2">
            {PAYOUT_METHODS.map((method, index) => (
              <button
                key={method.value}
                type="button"
                className={choiceClass}
                aria-pressed={value === method.value}
                autoFocus={index === 0}
                onClick={() => {
                  set(method.value);
                  props.next();
                }}
              >
                <span>
                  <span className="block">{method.label}</span>
                  <span className="block text-sm font-normal text-stone-600">{method.hint}</span>
                </span>
              </button>
            ))}
          </div>
        </fieldset>
      );

    case 'goal':
      return (
        <div>
          <PrefixedInput
            id={inputId}
            label={step.label}
            prefix={props.currency.symbol}
            prefixClassName="font-semibold text-stone-700"
            hint={`In ${props.currency.name} (${props.currency.code}).`}
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            value={value}
            onChange={set}
            describedBy={describedBy}
            invalid={invalid}
          />
          <button
            type="button"
            className={linkButtonClass}
            onClick={() => {
              set('');
              props.next();
            }}
          >
            No goal for now
          </button>
        </div>
      );

    case 'custom-url':
      return (
        <div>
          <PrefixedInput
            id={inputId}
            label={step.label}
            prefix="/campaign/"
            prefixClassName="shrink-0 text-sm text-stone-600"
            hint="Lowercase letters, numbers and hyphens."
            type="text"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={80}
            placeholder={suggestedCustomUrl(answers.deceasedName)}
            value={value}
            onChange={set}
            describedBy={describedBy}
            invalid={invalid}
          />
        </div>
      );

    case 'end-date':
      return (
        <div>
          <label htmlFor={inputId} className="block font-medium">
            {step.label}
          </label>
          <input
            id={inputId}
            type="date"
            min={localDatePlus(0)}
            value={value}
            onChange={(event) => set(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            autoFocus
          />
          <fieldset className="mt-3 flex flex-wrap gap-2">
            <legend className="sr-only">Quick picks</legend>
            {[
              { label: '3 days', days: 3 },
              { label: '1 week', days: 7 },
              { label: '2 weeks', days: 14 },
            ].map((pick) => (
              <button
                key={pick.days}
                type="button"
                className="button-secondary min-h-10 px-4 py-1.5 text-sm"
                aria-pressed={value === localDatePlus(pick.days)}
                onClick={() => set(localDatePlus(pick.days))}
              >
                {pick.label}
              </button>
            ))}
          </fieldset>
        </div>
      );

    case 'yes-no':
      return (
        <fieldset className="grid grid-cols-2 gap-2" aria-describedby={describedBy}>
          <legend className="sr-only">{step.label}</legend>
          {(['yes', 'no'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className={choiceClass}
              aria-pressed={value === choice}
              autoFocus={choice === 'yes'}
              onClick={() => {
                set(choice);
                props.next();
              }}
            >
              {choice === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </fieldset>
      );

    case 'terms':
      return <TermsInput {...props} describedBy={describedBy} />;

    case 'password':
      return <PasswordInput {...props} inputId={inputId} describedBy={describedBy} />;

    default:
      return null;
  }
}

type InnerProps = CampaignAnswerInputProps & { inputId: string; describedBy: string };

function PhoneInput({ step, answers, update, inputId, describedBy, problemId }: InnerProps) {
  const shared = { id: inputId, label: step.label ?? '', describedBy, invalid: Boolean(problemId) };
  return step.field === 'recipientPhone' ? (
    <PhoneNumberField
      {...shared}
      country={answers.recipientCountry}
      value={answers.recipientPhone}
      onChange={(recipientPhone) => update({ recipientPhone })}
      autoComplete="off"
    />
  ) : (
    <PhoneNumberField
      {...shared}
      country={answers.organizerPhoneCountry}
      onCountryChange={(organizerPhoneCountry) => update({ organizerPhoneCountry })}
      value={answers.organizerPhone}
      onChange={(organizerPhone) => update({ organizerPhone })}
      autoComplete="tel-national"
    />
  );
}

function PhotoInput({ answers, update, names, busy, setBusy, next, inputId, describedBy }: InnerProps) {
  const file = useRef<HTMLInputElement>(null);
  const advance = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(advance.current), []);

  const choose = async (chosen: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!chosen || !acceptPhotoFile(chosen)) return;
    setBusy('uploading');
    const url = await uploadPhotoWithNotice(chosen);
    setBusy(null);
    if (!url) return;
    update({ photoUrl: url });
    advance.current = window.setTimeout(next, PHOTO_AUTO_ADVANCE_MS);
  };

  const preview = answers.photoUrl ? (thumbnailOf(answers.photoUrl) ?? answers.photoUrl) : null;
  return (
    <div>
      {preview && (
        <img
          src={preview}
          alt={names.deceased}
          width={128}
          height={128}
          className="mb-3 size-32 rounded-full object-cover"
          data-testid="wizard-photo-preview"
        />
      )}
      <label
        htmlFor={inputId}
        className="button-secondary w-full cursor-pointer has-[:focus-visible]:outline-2"
      >
        {busy === 'uploading' ? 'Uploading...' : preview ? 'Choose another photo' : 'Choose a photo'}
        <input
          ref={file}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={busy === 'uploading'}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.target.files?.[0])}
          autoFocus
        />
      </label>
      <p className="mt-2 text-sm text-stone-600">JPG, PNG or WebP, under 5MB.</p>
      {!preview && (
        <button type="button" className={linkButtonClass} onClick={next} disabled={busy === 'uploading'}>
          skip photo upload
        </button>
      )}
    </div>
  );
}

function TributeInput({ answers, update, next, inputId, describedBy }: InnerProps) {
  const [generating, setGenerating] = useState(false);
  const findWords = async () => {
    if (!answers.deceasedName.trim()) {
      toast({
        title: 'Information needed',
        description: "Please provide your loved one's name first.",
        variant: 'destructive',
      });
      return;
    }
    setGenerating(true);
    try {
      const relationship =
        answers.organizerRelationship === 'other'
          ? answers.organizerRelationshipOther
          : answers.organizerRelationship || 'family member';
      const { tribute } = await requestJson<{ tribute: string }>('POST', '/api/ai/generate-tribute', {
        deceasedName: answers.deceasedName,
        relationship,
        birthYear: answers.deceasedBirthYear || undefined,
        dateOfPassing: answers.deceasedDateOfPassing || undefined,
        location: answers.deceasedLocation || undefined,
      });
      update({ tribute });
      toast({ title: 'Tribute generated', description: 'Feel free to edit or personalize it further.' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to generate tribute. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium">
        Tribute (optional)
      </label>
      <textarea
        id={inputId}
        rows={7}
        maxLength={10_000}
        value={answers.tribute}
        onChange={(event) => update({ tribute: event.target.value })}
        aria-describedby={describedBy}
        className={inputClass}
        autoFocus
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className="button-secondary min-h-10 text-sm"
          onClick={findWords}
          disabled={generating}
        >
          {generating ? 'Finding words…' : 'Help me find words'}
        </button>
        {!answers.tribute.trim() && (
          <button type="button" className={linkButtonClass} onClick={next}>
            skip this question
          </button>
        )}
      </div>
    </div>
  );
}

function TermsInput({
  answers,
  update,
  next,
  describedBy,
}: CampaignAnswerInputProps & { describedBy: string }) {
  const [declined, setDeclined] = useState(false);
  return (
    <div aria-describedby={describedBy}>
      <ul className="list-disc space-y-1 rounded-xl bg-white p-4 pl-8 text-sm text-stone-800">
        <li>The funds go to the recipient you nominate, never to you as the organizer.</li>
        <li>
          Card contributions carry a 6% platform fee and card processing (2.9% + $0.30); mobile wallet gifts
          go to the recipient with no fee.
        </li>
        <li>You confirm that what you entered is true and that the family supports this campaign.</li>
        <li>You are 18 or older. Campaigns may be reviewed before payouts.</li>
      </ul>
      <a
        href="/terms"
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        Read the full Terms of Service (opens in a new tab)
      </a>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <button
          type="button"
          className={choiceClass}
          aria-pressed={answers.acceptTerms === 'yes'}
          autoFocus
          onClick={() => {
            update({ acceptTerms: 'yes' });
            next();
          }}
        >
          Yes, I agree
        </button>
        <button
          type="button"
          className={choiceClass}
          aria-pressed={answers.acceptTerms === 'no'}
          onClick={() => {
            update({ acceptTerms: 'no' });
            setDeclined(true);
          }}
        >
          No
        </button>
      </div>
      {declined && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          We can only create the campaign once you accept the terms. Your answers are saved if you need time.
        </p>
      )}
    </div>
  );
}

function PasswordInput({ password, setPassword, answers, inputId, describedBy }: InnerProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <p className="mb-2 text-sm text-stone-700">
        Your account: <strong>{answers.organizerEmail}</strong>
      </p>
      <label htmlFor={inputId} className="block font-medium">
        Create a password
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={`${describedBy} ${inputId}-hint`}
          className={`${inputClass} pr-12`}
          autoFocus
        />
        <button
          type="button"
          className="absolute top-1 right-1 inline-flex min-h-10 min-w-10 items-center justify-center rounded-md text-stone-600"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-stone-600">
        At least 6 characters.
      </p>
    </div>
  );
}

function CreateSummary({ answers }: { answers: WizardAnswers }) {
  const names = namesOf(answers);
  const country = payoutCountry(answers.recipientCountry);
  return (
    <dl className="grid gap-1 rounded-xl bg-white p-4 text-sm text-stone-800">
      <div>
        <dt className="inline text-stone-600">In memory of: </dt>
        <dd className="inline font-semibold">{names.deceased}</dd>
      </div>
      <div>
        <dt className="inline text-stone-600">Funds go to: </dt>
        <dd className="inline">
          {names.recipient}
          {country ? `, ${country.name}` : ''}
        </dd>
      </div>
      <div>
        <dt className="inline text-stone-600">Organized by: </dt>
        <dd className="inline">
          {answers.organizerName} ({answers.organizerEmail})
        </dd>
      </div>
    </dl>
  );
}
