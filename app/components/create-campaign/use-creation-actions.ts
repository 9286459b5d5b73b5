import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../domain/accounts/password-rules';
import { emailSchema } from '../../../domain/accounts/schemas';
import { customUrlProblem, normaliseCustomUrl } from '../../../domain/campaigns/custom-url';
import type { SamePersonMatch } from '../../../domain/campaigns/same-person';
import { SIMPLE_EMAIL_PATTERN } from '../../../domain/shared/validation';
import { ApiError, requestJson, sendJson } from '../../lib/api-request';
import { emailRefusalIn } from '../../lib/email-refusal';
import { useLocale } from '../../lib/i18n';
import { loginPrefill } from '../../lib/login-prefill';
import { type CreatedCampaign, savePendingCampaign } from '../../lib/pending-campaign';
import { toast } from '../../lib/toast';
import { isAnswered, stepProblem } from './step-checks';
import type { Busy } from './step-input-props';
import { createCampaignAfterSignUp } from './submit-campaign';
import { campaignBodyOf, STEP_INDEX, WIZARD_STEPS, type WizardAnswers } from './wizard-model';

const EMAIL_CHECK_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CreationActionsInput {
  stepIndex: number;
  answers: WizardAnswers;
  password: string;
  isSignedIn: boolean;
  busy: Busy;
  setBusy(busy: Busy): void;
  update(changes: Partial<WizardAnswers>): void;
  goTo(index: number): void;
  next(): void;
  fail(problem: string): void;
  /** The campaign exists; `newAccount` when the organizer signed up in this dialog (their e-mail awaits checking). */
  onCreated(campaign: CreatedCampaign, newAccount: boolean): void;
  /** The address already has an account: told once at the e-mail step, a second Continue goes on. */
  accountExistsFor: string | null;
  onAccountExists(email: string): void;
  /** Pages that may honor the same person, asked once for this name and date (decision 034). */
  samePerson: SamePersonCheck | null;
  onSamePerson(check: SamePersonCheck): void;
  onClose(): void;
}

/** What the server said of a name and date of passing, and whether the organizer confirmed they are family. */
export interface SamePersonCheck {
  person: string;
  matches: SamePersonMatch[];
  confirmed: boolean;
}

export const samePersonKeyOf = (answers: Pick<WizardAnswers, 'deceasedName' | 'deceasedDateOfPassing'>) =>
  `${answers.deceasedName.trim()}\n${answers.deceasedDateOfPassing}`;

function errorToast(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/** What Continue does on each step: checks, the e-mail and address look-ups, sign-up and creation. */
export function useCreationActions(input: CreationActionsInput) {
  const navigate = useNavigate();
  const locale = useLocale();
  /** Registration succeeded earlier in this visit: a retry must not register twice. */
  const registered = useRef(false);
  const { answers, isSignedIn, setBusy, update, goTo, next, fail } = input;

  const launch = async (createCampaign: () => Promise<CreatedCampaign>) => {
    goTo(STEP_INDEX.launch);
    setBusy('creating');
    try {
      input.onCreated(await createCampaign(), registered.current);
    } catch (error) {
      goTo(isSignedIn ? STEP_INDEX.create : STEP_INDEX.password);
      errorToast(
        error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  const submitEmail = async () => {
    const email = answers.organizerEmail.trim();
    const checked = SIMPLE_EMAIL_PATTERN.test(email) ? emailSchema.safeParse(email) : null;
    if (!checked?.success) {
      toast({
        title: 'Invalid email',
        description: emailRefusalIn(locale, checked?.error.issues[0]?.message),
        variant: 'destructive',
      });
      return;
    }
    update({ organizerEmail: checked.data });
    if (isSignedIn || input.accountExistsFor === checked.data) return next();
    setBusy('checking');
    try {
      const answer = await sendJson<{ exists: boolean }>('POST', '/api/auth/check-email', {
        email: checked.data,
      });
      if (answer.ok && answer.body.exists) return input.onAccountExists(checked.data);
      next();
    } catch {
      next(); // offline: the create step checks again
    } finally {
      setBusy(null);
    }
  };

  const submitCustomUrl = async () => {
    const customUrl = normaliseCustomUrl(answers.customUrl);
    update({ customUrl });
    if (!customUrl) return next();
    const urlProblem = customUrlProblem(customUrl);
    if (urlProblem) return fail(urlProblem);
    setBusy('url-check');
    try {
      const { ok: taken } = await sendJson('GET', `/api/campaigns/url/${encodeURIComponent(customUrl)}`);
      if (taken) return fail('This custom URL is already taken. Please choose another one');
      next();
    } catch {
      next(); // offline: the server checks again when the campaign is created
    } finally {
      setBusy(null);
    }
  };

  /** The body to create with; confirmSamePerson only once the organizer ticked it for this very name and date. */
  const bodyToCreate = () => {
    const body = campaignBodyOf(answers);
    const check = input.samePerson;
    return check?.person === samePersonKeyOf(answers) && check.confirmed
      ? { ...body, confirmSamePerson: true }
      : body;
  };

  /** Asks before creating whether the person has a page; true when the organizer must look and confirm first. */
  const needsSamePersonConfirmation = async (): Promise<boolean> => {
    const person = samePersonKeyOf(answers);
    const known = input.samePerson?.person === person ? input.samePerson : null;
    if (known) return known.matches.length > 0 && !known.confirmed;
    setBusy('checking');
    try {
      const answer = await sendJson<{ matches: SamePersonMatch[] }>('POST', '/api/campaigns/same-person', {
        deceasedName: answers.deceasedName.trim(),
        deceasedDateOfPassing: answers.deceasedDateOfPassing,
      });
      const matches = answer.ok ? answer.body.matches : [];
      input.onSamePerson({ person, matches, confirmed: false });
      return matches.length > 0;
    } catch {
      return false; // offline: creating asks the server again, which refuses with the pages named
    } finally {
      setBusy(null);
    }
  };

  const submitCreate = async () => {
    if (await needsSamePersonConfirmation()) return;
    const body = bodyToCreate();
    savePendingCampaign(body);
    if (isSignedIn) return launch(() => createCampaignAfterSignUp(body));
    setBusy('checking');
    try {
      await wait(EMAIL_CHECK_DELAY_MS);
      const { exists } = await requestJson<{ exists: boolean }>('POST', '/api/auth/check-email', {
        email: body.organizerEmail,
      });
      if (!exists) return next();
      toast({
        title: 'Please sign in',
        description: 'An account with this email already exists. Please sign in to continue.',
      });
      input.onClose();
      await navigate('/login', { state: loginPrefill(body.organizerEmail) });
    } catch (error) {
      errorToast(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const submitPassword = async () => {
    if (input.password.length < PASSWORD_MIN_LENGTH) {
      toast({
        title: 'Password too short',
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
        variant: 'destructive',
      });
      return;
    }
    const body = bodyToCreate();
    savePendingCampaign(body);
    await launch(async () => {
      if (!registered.current) {
        const [firstName, ...rest] = body.organizerName.split(' ');
        await requestJson('POST', '/api/auth/register', {
          email: body.organizerEmail,
          password: input.password,
          firstName,
          lastName: rest.join(' ') || firstName,
          username: body.organizerName,
          country: answers.organizerPhoneCountry,
          phone: body.organizerPhone,
        });
        registered.current = true;
      }
      return createCampaignAfterSignUp(body);
    });
  };

  /** The form's submit: Continue, Create Campaign, or Create account and launch. */
  const submit = async () => {
    const step = WIZARD_STEPS[input.stepIndex];
    if (input.busy || !isAnswered(step.id, answers)) return;
    const found = stepProblem(step.id, answers);
    if (found) return fail(found);
    switch (step.kind) {
      case 'email':
        return submitEmail();
      case 'custom-url':
        return submitCustomUrl();
      case 'create':
        return submitCreate();
      case 'password':
        return submitPassword();
      default:
        return next();
    }
  };

  return { submit };
}
