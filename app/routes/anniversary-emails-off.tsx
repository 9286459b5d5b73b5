import { data, Form, Link } from 'react-router';
import { anniversaryEmailsChoiceSchema } from '../../domain/gathering/anniversaries';
import {
  getAnniversaryEmailsSetting,
  updateAnniversaryEmails,
} from '../../domain/gathering/update-anniversary-emails.server';
import { isDomainError } from '../../domain/shared/errors';
import { limitedRequestOf } from '../../domain/shared/request-dependencies.server';
import { parseInput } from '../../domain/shared/validation';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues, throwRefusal } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { oncePerRead } from '../lib/once-per-read.server';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/anniversary-emails-off';

function secretOf(context: Route.LoaderArgs['context']): string {
  if (!context.config.sessionSecret) throw new Error('SESSION_SECRET is not resolved');
  return context.config.sessionSecret;
}

/**
 * /stop-anniversary-emails/{token} (issue 16): the anniversary e-mail's one-click off, without signing in. Opening
 * the link changes nothing, since mail scanners open links; the button on the page does.
 */
/** The link's setting, checked (and counted against the link-token limit) once per request. */
const settingOf = (context: Route.LoaderArgs['context'], token: string) =>
  oncePerRead(context, `anniversary-emails\n${token}`, () =>
    getAnniversaryEmailsSetting(
      context.db,
      { token },
      { secret: secretOf(context), ...limitedRequestOf(context) },
    ),
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { setting: await settingOf(context, params.token) };
  } catch (error) {
    if (isDomainError(error, 'not_found')) return data({ setting: null }, { status: 404 });
    throwRefusal(error, context.locale);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  try {
    await settingOf(context, params.token);
    const setting = await updateAnniversaryEmails(
      context.db,
      { token: params.token, choice: parseInput(anniversaryEmailsChoiceSchema, values) },
      { secret: secretOf(context), userAgent: context.userAgent, ...limitedRequestOf(context) },
    );
    return { ok: true as const, setting };
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.anniversary_title), messageIn(locale, m.anniversary_meta_description));
};

export default function AnniversaryEmailsOffRoute({ loaderData, actionData }: Route.ComponentProps) {
  const changed = actionData?.ok ? actionData.setting : undefined;
  const setting = changed ?? loaderData.setting;
  const { t } = useMessages();
  if (!setting) {
    return (
      <section className="page-container py-12 text-center">
        <h1 className="font-serif text-2xl font-bold">{t(m.auth_link_not_found)}</h1>
        <p className="mt-2 text-stone-700">
          {actionData && !actionData.ok ? actionData.message : t(m.anniversary_link_invalid)}
        </p>
        <Link to="/" className="button-primary mt-4 inline-block">
          {t(m.anniversary_go_home)}
        </Link>
      </section>
    );
  }
  const refused = actionData && !actionData.ok ? actionData.message : undefined;
  return (
    <section className="px-2 py-6 sm:py-10">
      <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-5 shadow-lg sm:p-7">
        <p className="text-sm text-stone-700">
          {t(m.dashboard_in_memory_of, { name: setting.deceasedName })}
        </p>
        <h1 className="mt-1 font-serif text-2xl font-bold">{t(m.anniversary_title)}</h1>
        {changed && (
          <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
            {changed.anniversaryEmails ? t(m.anniversary_on_again) : t(m.anniversary_off_done)}
          </p>
        )}
        <FormAlert message={refused} />
        <p className="mt-4 text-stone-800">
          {t(setting.anniversaryEmails ? m.anniversary_on_text : m.anniversary_off_text, {
            name: setting.deceasedName,
          })}
        </p>
        <Form method="post" className="mt-5">
          <input type="hidden" name="anniversaryEmails" value={setting.anniversaryEmails ? 'off' : 'on'} />
          <button type="submit" className="button-primary w-full sm:w-auto">
            {setting.anniversaryEmails ? t(m.anniversary_stop) : t(m.anniversary_resume)}
          </button>
        </Form>
        <p className="mt-5">
          <Link to={setting.campaignPath} className="text-sky-800 underline">
            {t(m.anniversary_go_to_page)}
          </Link>
        </p>
      </div>
    </section>
  );
}
