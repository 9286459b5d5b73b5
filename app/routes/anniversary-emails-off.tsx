import { data, Form, Link } from 'react-router';
import {
  ANNIVERSARY_LINK_NOT_FOUND,
  anniversaryEmailsChoiceSchema,
} from '../../domain/gathering/anniversaries';
import {
  getAnniversaryEmailsSetting,
  updateAnniversaryEmails,
} from '../../domain/gathering/update-anniversary-emails.server';
import { isDomainError } from '../../domain/shared/errors';
import { limitedRequestOf } from '../../domain/shared/request-dependencies.server';
import { parseInput } from '../../domain/shared/validation';
import { FormAlert } from '../components/forms/form-alert';
import { pageMeta } from '../components/placeholder-page';
import { formFailure, formValues, throwRefusal } from '../lib/form-result.server';
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
    throwRefusal(error);
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
    return formFailure(error, values);
  }
}

export const meta = () =>
  pageMeta('Anniversary e-mails', 'Turn off, or back on, the e-mail at the first anniversary of a passing.');

export default function AnniversaryEmailsOffRoute({ loaderData, actionData }: Route.ComponentProps) {
  const changed = actionData?.ok ? actionData.setting : undefined;
  const setting = changed ?? loaderData.setting;
  if (!setting) {
    return (
      <section className="page-container py-12 text-center">
        <h1 className="font-serif text-2xl font-bold">Link not found</h1>
        <p className="mt-2 text-stone-700">
          {actionData && !actionData.ok ? actionData.message : ANNIVERSARY_LINK_NOT_FOUND}
        </p>
        <Link to="/" className="button-primary mt-4 inline-block">
          Go Home
        </Link>
      </section>
    );
  }
  const refused = actionData && !actionData.ok ? actionData.message : undefined;
  return (
    <section className="px-2 py-6 sm:py-10">
      <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-5 shadow-lg sm:p-7">
        <p className="text-sm text-stone-700">In memory of {setting.deceasedName}</p>
        <h1 className="mt-1 font-serif text-2xl font-bold">Anniversary e-mails</h1>
        {changed && (
          <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
            {changed.anniversaryEmails
              ? 'Anniversary e-mails are on again.'
              : 'Done: we will not send you anniversary e-mails about this memorial.'}
          </p>
        )}
        <FormAlert message={refused} />
        <p className="mt-4 text-stone-800">
          {setting.anniversaryEmails
            ? `At the first anniversary of ${setting.deceasedName}'s passing we send the organizer one e-mail offering to share the memorial page again.`
            : `Anniversary e-mails are off for this memorial: we send no e-mail at the anniversary of ${setting.deceasedName}'s passing.`}
        </p>
        <Form method="post" className="mt-5">
          <input type="hidden" name="anniversaryEmails" value={setting.anniversaryEmails ? 'off' : 'on'} />
          <button type="submit" className="button-primary w-full sm:w-auto">
            {setting.anniversaryEmails ? 'Stop anniversary e-mails' : 'Turn anniversary e-mails back on'}
          </button>
        </Form>
        <p className="mt-5">
          <Link to={setting.campaignPath} className="text-sky-800 underline">
            Go to the memorial page
          </Link>
        </p>
      </div>
    </section>
  );
}
