import { Form, redirect } from 'react-router';
import { anniversaryEmailsChoiceSchema } from '../../domain/gathering/anniversaries';
import { getWhatsAppStatus } from '../../domain/gathering/get-whatsapp-status.server';
import { updateFamilyAnniversaryEmails } from '../../domain/gathering/update-anniversary-emails.server';
import { updateShareWalletNumber } from '../../domain/gathering/update-share-wallet-number.server';
import { WHATSAPP_STATUS_MAX } from '../../domain/gathering/whatsapp-status';
import { parseRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { FormAlert } from '../components/forms/form-alert';
import { TextAreaField } from '../components/forms/text-field';
import { CopyButton } from '../components/ui/copy-button';
import { dayText } from '../lib/campaign-display';
import { readFamilyPage } from '../lib/family-page.server';
import { formFailure, formValues } from '../lib/form-result.server';
import { readForm } from '../lib/read-form.server';
import { useHydrated } from '../lib/use-hydrated';
import type { Route } from './+types/family-share';

/** /family/{campaignId}/share (issue 16): the WhatsApp status, previewed, copied or opened in WhatsApp. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const status = await readFamilyPage(params.campaignId, (campaignId) =>
    getWhatsAppStatus(context.db, { campaignId, actor: context.actor }, { baseUrl: context.config.baseUrl }),
  );
  if (!status) return null;
  const { firstAnniversary, ...rest } = status;
  const saved = new URL(request.url).searchParams.get('saved');
  return {
    ...rest,
    firstAnniversaryText: firstAnniversary
      ? dayText(new Date(`${firstAnniversary}T12:00:00Z`), visitorLocaleOf(request.headers))
      : null,
    saved: saved === 'anniversary' ? ('anniversary' as const) : saved === null ? null : ('wallet' as const),
  };
}

/** Two choices here: whether the text gives the mobile-money number, and the first-anniversary e-mail. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const target = {
    campaignId: parseRowId(params.campaignId) ?? 0,
    actor: context.actor,
  };
  const audit = { ipAddress: context.ipAddress, userAgent: context.userAgent };
  try {
    if (form.get('intent') === 'anniversary') {
      await updateFamilyAnniversaryEmails(
        context.db,
        {
          ...target,
          choice: parseInput(anniversaryEmailsChoiceSchema, {
            anniversaryEmails: form.get('anniversaryEmails'),
          }),
        },
        audit,
      );
      return redirect(`/family/${params.campaignId}/share?saved=anniversary#anniversary-heading`, 303);
    }
    await updateShareWalletNumber(
      context.db,
      // An unticked checkbox sends nothing.
      { ...target, choice: { shareWalletNumber: form.get('shareWalletNumber') === 'on' } },
      audit,
    );
    return redirect(`/family/${params.campaignId}/share?saved=1`, 303);
  } catch (error) {
    return formFailure(error, formValues(form));
  }
}

export default function FamilyShare({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  if (!loaderData) return null;
  const {
    text,
    whatsappUrl,
    shareWalletNumber,
    walletNumber,
    recipientName,
    saved,
    anniversaryEmails,
    firstAnniversaryText,
  } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const anniversaryRefused = refused?.values.intent === 'anniversary' ? refused.message : undefined;
  return (
    <div className="max-w-2xl space-y-4">
      <h2 className="font-serif text-xl font-bold">Share an update on WhatsApp</h2>
      <p>
        A short message for your WhatsApp groups, with the total so far, the next service, the latest update
        and the link to the page. Check it, then copy it or open WhatsApp with it.
      </p>
      <TextAreaField
        name="status"
        label="Preview"
        readOnly
        rows={14}
        value={text}
        hint={`${text.length.toLocaleString('en')} of ${WHATSAPP_STATUS_MAX.toLocaleString('en')} characters. Press and hold to select and copy it.`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <a href={whatsappUrl} className="button-primary min-h-11" rel="noopener noreferrer" target="_blank">
          Open in WhatsApp
        </a>
        {/* Without the script, the text box is there to select and copy by hand. */}
        {hydrated && (
          <CopyButton text={text} label="Copy text" fallback="select the text and copy it instead" />
        )}
      </div>
      <h3 className="pt-2 font-semibold">Mobile-money number</h3>
      {walletNumber ? (
        <Form method="post" className="space-y-3">
          <FormAlert message={anniversaryRefused ? undefined : refused?.message} />
          {saved === 'wallet' && (
            <p role="status" className="rounded-lg bg-brand-50 p-3">
              Saved. The preview above shows the message as it will be sent.
            </p>
          )}
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="shareWalletNumber"
              defaultChecked={shareWalletNumber}
              className="mt-1 size-5 shrink-0"
            />
            <span>
              Give {recipientName}'s mobile-money number ({walletNumber}) in the message, so people can send
              money directly. Anyone in the group will see it.
            </span>
          </label>
          <button type="submit" className="button-secondary">
            Save
          </button>
        </Form>
      ) : (
        <p className="text-stone-700">
          This campaign has no mobile-money number, so the message gives the link only.
        </p>
      )}
      <h3 id="anniversary-heading" className="pt-2 font-semibold">
        The first anniversary
      </h3>
      <Form method="post" className="space-y-3">
        <FormAlert message={anniversaryRefused} />
        {saved === 'anniversary' && (
          <p role="status" className="rounded-lg bg-brand-50 p-3">
            Saved.
          </p>
        )}
        <p>
          {anniversaryEmails
            ? `On the first anniversary${firstAnniversaryText ? ` (${firstAnniversaryText})` : ''}, we will e-mail the organizer, offering to share the page again.`
            : 'No e-mail will be sent on the first anniversary.'}
        </p>
        <input type="hidden" name="intent" value="anniversary" />
        <input type="hidden" name="anniversaryEmails" value={anniversaryEmails ? 'off' : 'on'} />
        <button type="submit" className="button-secondary">
          {anniversaryEmails ? 'Turn the anniversary e-mail off' : 'Turn the anniversary e-mail on'}
        </button>
      </Form>
    </div>
  );
}
