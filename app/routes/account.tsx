import type { ReactNode } from 'react';
import { data, Form, redirect, useSearchParams } from 'react-router';
import {
  accountDetailsSchema,
  accountLanguageSchema,
  changeEmailSchema,
  changePasswordSchema,
  DELETE_ACCOUNT_WORD,
  deleteAccountSchema,
} from '../../domain/accounts';
import {
  changeAccountEmail,
  changeAccountLanguage,
  changeAccountPassword,
  deleteAccount,
  getAccount,
  updateAccountDetails,
} from '../../domain/accounts/account-settings.server';
import { PASSWORD_HINT } from '../../domain/accounts/password-rules';
import { LOCALE_NAMES, LOCALES, localeCookie } from '../../domain/shared/locales';
import { limitedRequestOf, requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { FormAlert } from '../components/forms/form-alert';
import { PasswordField } from '../components/forms/password-field';
import { SelectField } from '../components/forms/select-field';
import { TextField } from '../components/forms/text-field';
import { pageMeta } from '../components/placeholder-page';
import { type FormFailure, formFailure, formValues } from '../lib/form-result.server';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/account';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta = () => [
  ...pageMeta('Your account', 'Your name, e-mail, phone, language and password on Pamoja.'),
  { name: 'robots', content: 'noindex' },
];

const DONE_NOTICES = {
  details: 'Your details are saved.',
  email: 'Your e-mail address is changed. Please open the link we sent to it to confirm it.',
  password: 'Your password is changed.',
  language: 'Your language is saved: our e-mails to you are written in it from now on.',
} as const;

const SECRET_FIELDS = ['currentPassword', 'password', 'confirmPassword'];

/** /dashboard/account (issue 33 item 4): the organizer corrects their own answers, or deletes the account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.user) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`);
  }
  const account = await getAccount(context.db, context.user.id);
  return data({ account }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = context;
  if (!user) throw redirect('/login?redirectTo=/dashboard/account');
  const form = await readForm(request);
  const values = formValues(form, SECRET_FIELDS);
  const fields = Object.fromEntries(form);
  const origin = { ...limitedRequestOf(context), userAgent: context.userAgent };
  try {
    switch (values.intent) {
      case 'details':
        await updateAccountDetails(context.db, user.id, accountDetailsSchema.parse(fields), origin);
        break;
      case 'email':
        await changeAccountEmail(context.db, user.id, changeEmailSchema.parse(fields), {
          ...requestDependenciesOf(context),
          userAgent: context.userAgent,
        });
        break;
      case 'language': {
        const { locale } = accountLanguageSchema.parse(fields);
        await changeAccountLanguage(context.db, user.id, { locale }, origin);
        // The person's choice for the pages too, as the language switcher keeps it.
        return redirect('/dashboard/account?done=language', {
          status: 303,
          headers: { 'Set-Cookie': localeCookie(locale, context.config.isProduction) },
        });
      }
      case 'password':
        await changeAccountPassword(context.db, user.id, changePasswordSchema.parse(fields), origin);
        break;
      case 'delete':
        await deleteAccount(context.db, user.id, deleteAccountSchema.parse(fields), origin);
        return redirect('/?notice=account-deleted', {
          headers: { 'Set-Cookie': await context.session.signOut() },
        });
      default:
        return data(
          { ok: false, isValidation: false, message: 'Unknown action', fieldErrors: {}, values },
          400,
        );
    }
  } catch (error) {
    return formFailure(error, values);
  }
  // After a post, a redirect: a reload sends nothing twice.
  return redirect(`/dashboard/account?done=${values.intent}`, 303);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id={id} className="font-serif text-xl font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const { account } = loaderData;
  const failure = actionData as FormFailure | undefined;
  const failed = (intent: string) => (failure?.values.intent === intent ? failure : undefined);
  const errorsOf = (intent: string) => failed(intent)?.fieldErrors ?? {};
  const typedOr = (intent: string, name: string, fallback: string) =>
    failed(intent)?.values[name] ?? fallback;
  const alertOf = (intent: string) => {
    const refused = failed(intent);
    return refused && !Object.values(refused.fieldErrors).includes(refused.message)
      ? refused.message
      : undefined;
  };
  const done = DONE_NOTICES[searchParams.get('done') as keyof typeof DONE_NOTICES];
  const currentPassword = (intent: string) =>
    account.hasPassword && (
      <PasswordField
        name="currentPassword"
        label="Your current password"
        autoComplete="current-password"
        required
        error={errorsOf(intent).currentPassword}
      />
    );
  return (
    <div className="page-container max-w-2xl space-y-6 py-8">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Your account</h1>
      {done && !failure && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {done}
        </p>
      )}
      <Section id="details-heading" title="Your details">
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="details" />
          <FormAlert message={alertOf('details')} />
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            defaultValue={typedOr('details', 'firstName', account.firstName ?? '')}
            error={errorsOf('details').firstName}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            defaultValue={typedOr('details', 'lastName', account.lastName ?? '')}
            error={errorsOf('details').lastName}
          />
          <TextField
            name="phone"
            type="tel"
            label="Phone number (optional)"
            autoComplete="tel"
            hint="With the country code, for example +254 712 345678."
            defaultValue={typedOr('details', 'phone', account.phone ?? '')}
            error={errorsOf('details').phone}
          />
          <button type="submit" className="button-primary">
            Save my details
          </button>
        </Form>
      </Section>
      <Section id="email-heading" title="Your e-mail address">
        <p className="mb-3 text-sm text-stone-700">
          Now: <strong className="wrap-anywhere">{account.email}</strong>
          {account.emailVerified ? '' : ' (not confirmed yet)'}
        </p>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="email" />
          <FormAlert message={alertOf('email')} />
          <TextField
            name="email"
            type="email"
            label="New e-mail address"
            autoComplete="email"
            required
            hint="We send a link to confirm it, and tell your old address."
            defaultValue={typedOr('email', 'email', '')}
            error={errorsOf('email').email}
          />
          {currentPassword('email')}
          <button type="submit" className="button-primary">
            Change my e-mail
          </button>
        </Form>
      </Section>
      <Section id="language-heading" title="Your language">
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="language" />
          <FormAlert message={alertOf('language')} />
          <SelectField
            name="locale"
            label="Language"
            hint="Our e-mails to you are written in it, and the pages show it."
            defaultValue={account.locale}
            error={errorsOf('language').locale}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="button-primary">
            Save my language
          </button>
        </Form>
      </Section>
      <Section id="password-heading" title={account.hasPassword ? 'Your password' : 'Set a password'}>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="password" />
          <FormAlert message={alertOf('password')} />
          {currentPassword('password')}
          <PasswordField
            name="password"
            label="New password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
            error={errorsOf('password').password}
          />
          <PasswordField
            name="confirmPassword"
            label="New password again"
            autoComplete="new-password"
            required
            error={errorsOf('password').confirmPassword}
          />
          <button type="submit" className="button-primary">
            Change my password
          </button>
        </Form>
      </Section>
      <Section id="delete-heading" title="Delete my account">
        <p className="text-sm text-stone-700">
          Your account and your sign-ins are erased for good. An account that organizes a memorial campaign
          stays while the campaign does: please contact us, and we will help.
        </p>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <FormAlert message={alertOf('delete')} />
          <TextField
            name="confirm"
            label={`Type ${DELETE_ACCOUNT_WORD} to confirm`}
            autoComplete="off"
            required
            error={errorsOf('delete').confirm}
          />
          {currentPassword('delete')}
          <button
            type="submit"
            className="rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800"
          >
            Delete my account
          </button>
        </Form>
      </Section>
    </div>
  );
}
