import { Form, Link, redirect } from 'react-router';
import { listUnthankedGivers } from '../../domain/gathering/list-unthanked-givers.server';
import { thankGivers } from '../../domain/gathering/thank-givers.server';
import {
  defaultThankYouMessage,
  THANK_YOU_MESSAGE_MAX,
  thankYouMessageSchema,
} from '../../domain/gathering/thank-you-schemas';
import { parseRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { FormAlert } from '../components/forms/form-alert';
import { TextAreaField } from '../components/forms/text-field';
import { readFamilyPage } from '../lib/family-page.server';
import { formFailure, formValues } from '../lib/form-result.server';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-thanks';

/** /family/{campaignId}/thanks (issue 16): the family thanks one giver or everyone not yet thanked. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await readFamilyPage(params.campaignId, (campaignId) =>
    listUnthankedGivers(context.db, {
      campaignId,
      actor: context.actor,
      cursor: url.searchParams.get('cursor') ?? undefined,
    }),
  );
  if (!list) return null;
  const sent = url.searchParams.get('sent');
  return {
    ...list,
    defaultMessage: defaultThankYouMessage(list.deceasedName),
    justSent: sent !== null && /^\d{1,7}$/.test(sent) ? Number(sent) : null,
    isLaterPage: url.searchParams.has('cursor'),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  try {
    const giver = form.get('contributionId');
    const { sent } = await thankGivers(
      context.db,
      {
        campaignId: parseRowId(params.campaignId) ?? 0,
        actor: context.actor,
        // A giver's button carries its gift; "Thank everyone" carries none.
        contributionId: typeof giver === 'string' && giver !== '' ? (parseRowId(giver) ?? 0) : null,
        ...parseInput(thankYouMessageSchema, { message: form.get('message') }),
      },
      {
        mailer: context.services.mailer,
        baseUrl: context.config.baseUrl,
        campaignChanged: context.services.campaignChanged,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
      },
    );
    return redirect(`/family/${params.campaignId}/thanks?sent=${sent}`, 303);
  } catch (error) {
    return formFailure(error, values);
  }
}

function sentNotice(sent: number): string {
  if (sent === 0) return 'Everyone who left an e-mail address has already been thanked.';
  return sent === 1
    ? 'Your thanks are on their way to 1 giver.'
    : `Your thanks are on their way to ${sent.toLocaleString('en')} givers.`;
}

export default function FamilyThanks({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { unthankedCount, givers, nextCursor, thanksSentAt, defaultMessage, justSent, isLaterPage } =
    loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="max-w-2xl space-y-4">
      <h2 className="font-serif text-xl font-bold">Thank-yous</h2>
      {justSent !== null && (
        <p role="status" className="rounded-lg bg-brand-50 p-3">
          {sentNotice(justSent)}
        </p>
      )}
      <p>
        {unthankedCount === 0
          ? 'Everyone who gave and left an e-mail address has been thanked.'
          : `${unthankedCount.toLocaleString('en')} ${unthankedCount === 1 ? 'giver has' : 'givers have'} not been thanked yet.`}{' '}
        Each gets one e-mail from you, however many gifts they made. The campaign page only says that the
        family has sent their thanks, never to whom.
      </p>
      {thanksSentAt && (
        <p className="text-sm text-stone-600">
          You last sent thanks on{' '}
          {new Date(thanksSentAt).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' })}.
        </p>
      )}
      {unthankedCount > 0 && (
        <Form method="post" className="space-y-4">
          <FormAlert message={failure && !failure.isValidation ? failure.message : undefined} />
          <TextAreaField
            name="message"
            label="Your message"
            rows={5}
            maxLength={THANK_YOU_MESSAGE_MAX}
            required
            defaultValue={failure?.values.message ?? defaultMessage}
            error={failure?.fieldErrors.message}
            hint={`Up to ${THANK_YOU_MESSAGE_MAX.toLocaleString('en')} characters. It is signed with your name and a link to the page.`}
          />
          <button type="submit" className="button-primary">
            Thank everyone not yet thanked
          </button>
          <h3 className="pt-2 font-semibold">Or thank one giver</h3>
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {givers.map((giver) => (
              <li key={giver.contributionId} className="flex items-center justify-between gap-3 p-3">
                <span>
                  {giver.name}
                  <span className="block text-sm text-stone-600">
                    Gave on{' '}
                    {new Date(giver.createdAt).toLocaleDateString('en-GB', {
                      dateStyle: 'medium',
                      timeZone: 'UTC',
                    })}
                  </span>
                </span>
                <button
                  type="submit"
                  name="contributionId"
                  value={giver.contributionId}
                  className="button-secondary shrink-0"
                  aria-label={`Thank ${giver.name}`}
                >
                  Thank
                </button>
              </li>
            ))}
          </ul>
        </Form>
      )}
      <nav aria-label="More givers" className="flex gap-4 text-sm">
        {isLaterPage && (
          <Link to="?" className="text-amber-800 underline">
            Newest gifts
          </Link>
        )}
        {nextCursor && (
          <Link to={`?cursor=${encodeURIComponent(nextCursor)}`} className="text-amber-800 underline">
            Older gifts
          </Link>
        )}
      </nav>
    </div>
  );
}
