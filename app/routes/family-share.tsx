import { Form, redirect } from 'react-router';
import { anniversaryEmailsChoiceSchema } from '../../domain/gathering/anniversaries';
import { getWhatsAppStatus } from '../../domain/gathering/get-whatsapp-status.server';
import { updateFamilyAnniversaryEmails } from '../../domain/gathering/update-anniversary-emails.server';
import { updateShareWalletNumber } from '../../domain/gathering/update-share-wallet-number.server';
import { WHATSAPP_STATUS_MAX } from '../../domain/gathering/whatsapp-status';
import { parseRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { m } from '../../paraglide/messages';
import { FormAlert } from '../components/forms/form-alert';
import { TextAreaField } from '../components/forms/text-field';
import { CopyButton } from '../components/ui/copy-button';
import { dayText } from '../lib/campaign-display';
import { readFamilyPage } from '../lib/family-page.server';
import { formFailure, formValues } from '../lib/form-result.server';
import { useMessages } from '../lib/i18n';
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
    return formFailure(error, formValues(form), context.locale);
  }
}

export default function FamilyShare({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { t, locale } = useMessages();
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
      <h2 className="font-serif text-xl font-bold">{t(m.family_share_heading)}</h2>
      <p>{t(m.family_share_intro)}</p>
      <TextAreaField
        name="status"
        label={t(m.family_share_preview)}
        readOnly
        rows={14}
        value={text}
        hint={t(m.family_share_length, {
          length: text.length.toLocaleString(locale),
          max: WHATSAPP_STATUS_MAX.toLocaleString(locale),
        })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <a href={whatsappUrl} className="button-primary min-h-11" rel="noopener noreferrer" target="_blank">
          {t(m.family_share_open)}
        </a>
        {/* Without the script, the text box is there to select and copy by hand. */}
        {hydrated && (
          <CopyButton text={text} label={t(m.family_share_copy)} fallback={t(m.family_share_copy_fallback)} />
        )}
      </div>
      <h3 className="pt-2 font-semibold">{t(m.family_share_wallet_heading)}</h3>
      {walletNumber ? (
        <Form method="post" className="space-y-3">
          <FormAlert message={anniversaryRefused ? undefined : refused?.message} />
          {saved === 'wallet' && (
            <p role="status" className="rounded-lg bg-brand-50 p-3">
              {t(m.family_share_saved_wallet)}
            </p>
          )}
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="shareWalletNumber"
              defaultChecked={shareWalletNumber}
              className="mt-1 size-5 shrink-0"
            />
            <span>{t(m.family_share_wallet_choice, { name: recipientName, number: walletNumber })}</span>
          </label>
          <button type="submit" className="button-secondary">
            {t(m.family_share_save)}
          </button>
        </Form>
      ) : (
        <p className="text-stone-700">{t(m.family_share_no_wallet)}</p>
      )}
      <h3 id="anniversary-heading" className="pt-2 font-semibold">
        {t(m.family_share_anniversary_heading)}
      </h3>
      <Form method="post" className="space-y-3">
        <FormAlert message={anniversaryRefused} />
        {saved === 'anniversary' && (
          <p role="status" className="rounded-lg bg-brand-50 p-3">
            {t(m.family_share_saved)}
          </p>
        )}
        <p>
          {!anniversaryEmails
            ? t(m.family_share_anniversary_off)
            : firstAnniversaryText
              ? t(m.family_share_anniversary_on_date, { date: firstAnniversaryText })
              : t(m.family_share_anniversary_on)}
        </p>
        <input type="hidden" name="intent" value="anniversary" />
        <input type="hidden" name="anniversaryEmails" value={anniversaryEmails ? 'off' : 'on'} />
        <button type="submit" className="button-secondary">
          {anniversaryEmails ? t(m.family_share_anniversary_turn_off) : t(m.family_share_anniversary_turn_on)}
        </button>
      </Form>
    </div>
  );
}
