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
import { LOCALE_NAMES, LOCALES, localeCookie } from '../../domain/shared/locales';
import { limitedRequestOf, requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { PasswordField, usePasswordHint } from '../components/forms/password-field';
import { SelectField } from '../components/forms/select-field';
import { TextField } from '../components/forms/text-field';
import { pageMeta } from '../components/placeholder-page';
import { type FormFailure, formFailure, formValues } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/account';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    ...pageMeta(messageIn(locale, m.account_title), messageIn(locale, m.account_meta_description)),
    { name: 'robots', content: 'noindex' },
  ];
};

const DONE_NOTICES = {
  details: m.account_done_details,
  email: m.account_done_email,
  password: m.account_done_password,
  language: m.account_done_language,
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
          {
            ok: false,
            isValidation: false,
            message: messageIn(context.locale, m.account_unknown_action),
            fieldErrors: {},
            values,
          },
          400,
        );
    }
  } catch (error) {
    return formFailure(error, values, context.locale);
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
  const { t, rich } = useMessages();
  const passwordHint = usePasswordHint();
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
  const doneNotice = DONE_NOTICES[searchParams.get('done') as keyof typeof DONE_NOTICES];
  const done = doneNotice && t(doneNotice);
  const currentPassword = (intent: string) =>
    account.hasPassword && (
      <PasswordField
        name="currentPassword"
        label={t(m.account_current_password)}
        autoComplete="current-password"
        required
        error={errorsOf(intent).currentPassword}
      />
    );
  return (
    <div className="page-container max-w-2xl space-y-6 py-8">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{t(m.account_title)}</h1>
      {done && !failure && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {done}
        </p>
      )}
      <Section id="details-heading" title={t(m.account_details_title)}>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="details" />
          <FormAlert message={alertOf('details')} />
          <TextField
            name="firstName"
            label={t(m.account_first_name)}
            autoComplete="given-name"
            required
            defaultValue={typedOr('details', 'firstName', account.firstName ?? '')}
            error={errorsOf('details').firstName}
          />
          <TextField
            name="lastName"
            label={t(m.account_last_name)}
            autoComplete="family-name"
            required
            defaultValue={typedOr('details', 'lastName', account.lastName ?? '')}
            error={errorsOf('details').lastName}
          />
          <TextField
            name="phone"
            type="tel"
            label={t(m.account_phone)}
            autoComplete="tel"
            hint={t(m.account_phone_hint)}
            defaultValue={typedOr('details', 'phone', account.phone ?? '')}
            error={errorsOf('details').phone}
          />
          <button type="submit" className="button-primary">
            {t(m.account_save_details)}
          </button>
        </Form>
      </Section>
      <Section id="email-heading" title={t(m.account_email_title)}>
        <p className="mb-3 text-sm text-stone-700">
          {rich(account.emailVerified ? m.account_email_now : m.account_email_now_unconfirmed, {
            email: <strong className="wrap-anywhere">{account.email}</strong>,
          })}
        </p>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="email" />
          <FormAlert message={alertOf('email')} />
          <TextField
            name="email"
            type="email"
            label={t(m.account_new_email)}
            autoComplete="email"
            required
            hint={t(m.account_new_email_hint)}
            defaultValue={typedOr('email', 'email', '')}
            error={errorsOf('email').email}
          />
          {currentPassword('email')}
          <button type="submit" className="button-primary">
            {t(m.account_change_email)}
          </button>
        </Form>
      </Section>
      <Section id="language-heading" title={t(m.account_language_title)}>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="language" />
          <FormAlert message={alertOf('language')} />
          <SelectField
            name="locale"
            label={t(m.account_language)}
            hint={t(m.account_language_hint)}
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
            {t(m.account_save_language)}
          </button>
        </Form>
      </Section>
      <Section
        id="password-heading"
        title={t(account.hasPassword ? m.account_password_title : m.account_set_password_title)}
      >
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="password" />
          <FormAlert message={alertOf('password')} />
          {currentPassword('password')}
          <PasswordField
            name="password"
            label={t(m.account_new_password)}
            autoComplete="new-password"
            required
            hint={passwordHint}
            error={errorsOf('password').password}
          />
          <PasswordField
            name="confirmPassword"
            label={t(m.account_new_password_again)}
            autoComplete="new-password"
            required
            error={errorsOf('password').confirmPassword}
          />
          <button type="submit" className="button-primary">
            {t(m.account_change_password)}
          </button>
        </Form>
      </Section>
      <Section id="delete-heading" title={t(m.account_delete_title)}>
        <p className="text-sm text-stone-700">{t(m.account_delete_text)}</p>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <FormAlert message={alertOf('delete')} />
          <TextField
            name="confirm"
            label={t(m.account_delete_confirm, { word: DELETE_ACCOUNT_WORD })}
            autoComplete="off"
            required
            error={errorsOf('delete').confirm}
          />
          {currentPassword('delete')}
          <button
            type="submit"
            className="rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800"
          >
            {t(m.account_delete_title)}
          </button>
        </Form>
      </Section>
    </div>
  );
}
