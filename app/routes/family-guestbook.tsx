import { data, redirect, useActionData } from 'react-router';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns/campaign-rules';
import { messageVisibilitySchema } from '../../domain/gathering/guestbook-schemas';
import { listFamilyGuestbook } from '../../domain/gathering/list-family-guestbook.server';
import { updateMessageVisibility } from '../../domain/gathering/update-message-visibility.server';
import { requireRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { m } from '../../paraglide/messages';
import { TributePhotos } from '../components/campaign/tribute-photos';
import { FormAlert } from '../components/forms/form-alert';
import { fullDateText } from '../lib/campaign-display';
import { readFamilyPage } from '../lib/family-page.server';
import { formFailure, formValues } from '../lib/form-result.server';
import { messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-guestbook';

export { formActionHeaders as headers } from '../lib/action-headers';

const CHANGED_NOTICES = {
  hidden: m.family_guestbook_hidden,
  shown: m.family_guestbook_shown,
} as const;

/** /family/{campaignId}/guestbook (issue 16): reported messages first, then every message, each hidden or shown. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = visitorLocaleOf(request.headers);
  const dated = <Item extends { createdAt: string }>(item: Item) => ({
    ...item,
    dateText: fullDateText(item.createdAt.slice(0, 10), locale),
  });
  const list = await readFamilyPage(params.campaignId, async (campaignId) => {
    const found = await listFamilyGuestbook(context.db, {
      campaignId,
      actor: context.actor,
      before: url.searchParams.get('before') ?? undefined,
      locale: context.locale,
    });
    return { reports: found.reports.map(dated), items: found.items.map(dated), nextCursor: found.nextCursor };
  });
  const changed = url.searchParams.get('changed') ?? '';
  return data(
    {
      list,
      notice: Object.hasOwn(CHANGED_NOTICES, changed)
        ? messageIn(context.locale, CHANGED_NOTICES[changed as keyof typeof CHANGED_NOTICES])
        : null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  try {
    const campaignId = requireRowId(params.campaignId, CAMPAIGN_NOT_FOUND);
    const { hidden } = await updateMessageVisibility(
      context.db,
      { campaignId, actor: context.actor, decision: parseInput(messageVisibilitySchema, values) },
      {
        campaignChanged: context.services.campaignChanged,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
      },
    );
    return redirect(`/family/${campaignId}/guestbook?changed=${hidden ? 'hidden' : 'shown'}`, 303);
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

function VisibilityButton({
  kind,
  id,
  visibility,
  label,
  writer,
  primary = false,
}: {
  kind: string;
  id: number;
  visibility: 'hidden' | 'shown';
  label: string;
  /** Who wrote it, so each of the page's many buttons says which message it acts on. */
  writer: string;
  primary?: boolean;
}) {
  const { t } = useMessages();
  return (
    <form method="post">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="visibility" value={visibility} />
      <button
        type="submit"
        className={primary ? 'button-primary' : 'button-secondary'}
        aria-label={t(m.family_guestbook_button_label, { action: label, name: writer })}
      >
        {label}
      </button>
    </form>
  );
}

export default function FamilyGuestbook({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const { t } = useMessages();
  const { list, notice } = loaderData;
  if (!list) return null;
  return (
    <div className="space-y-8">
      {notice && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <FormAlert message={failure?.message} />

      <section aria-labelledby="reports-heading">
        <h2 id="reports-heading" className="font-serif text-xl font-bold">
          {t(m.family_guestbook_reports_heading)}
        </h2>
        {list.reports.length === 0 ? (
          <p className="mt-2 text-stone-700">{t(m.family_guestbook_no_reports)}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {list.reports.map((report) => (
              <li key={report.id} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
                <p className="font-semibold">
                  {report.name}
                  <span className="font-normal text-stone-600">
                    {' · '}
                    {report.kind === 'message'
                      ? t(m.family_guestbook_kind_message)
                      : t(m.family_guestbook_kind_gift)}
                  </span>
                </p>
                <p className="mt-2 whitespace-pre-line text-stone-800">{report.message}</p>
                <p className="mt-2 text-sm text-stone-700">
                  {t(m.family_guestbook_reported_on, {
                    date: report.dateText ?? '',
                    reason: report.reason ?? '',
                  })}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <VisibilityButton
                    kind={report.kind}
                    id={report.messageId}
                    writer={report.name}
                    visibility="hidden"
                    label={t(m.family_guestbook_hide_from_page)}
                    primary
                  />
                  <VisibilityButton
                    kind={report.kind}
                    id={report.messageId}
                    writer={report.name}
                    visibility="shown"
                    label={t(m.family_guestbook_keep_shown)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="messages-heading">
        <h2 id="messages-heading" className="font-serif text-xl font-bold">
          {t(m.family_guestbook_all_heading)}
        </h2>
        {list.items.length === 0 ? (
          <p className="mt-2 text-stone-700">{t(m.family_guestbook_none)}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {list.items.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className={`rounded-xl border p-4 ${item.hidden ? 'border-stone-300 bg-stone-100' : 'border-stone-200 bg-white'}`}
              >
                <p className="font-semibold">
                  {item.name}
                  <span className="font-normal text-stone-600">
                    {' · '}
                    {item.kind === 'message'
                      ? t(m.family_guestbook_kind_message)
                      : t(m.family_guestbook_kind_gift)}
                    {' · '}
                    {item.dateText}
                    {item.hidden && ` · ${t(m.family_guestbook_hidden_mark)}`}
                  </span>
                </p>
                {item.shownToVisitorsAs && (
                  <p className="text-sm text-stone-600">
                    {t(m.family_guestbook_visitors_see, { name: item.shownToVisitorsAs })}
                  </p>
                )}
                <p className="mt-2 whitespace-pre-line text-stone-800">{item.message}</p>
                <TributePhotos photos={item.photos} alt={t(m.family_shared_by, { name: item.name })} />
                <div className="mt-3">
                  {item.hidden ? (
                    <VisibilityButton
                      kind={item.kind}
                      id={item.id}
                      writer={item.name}
                      visibility="shown"
                      label={t(m.family_guestbook_show_again)}
                    />
                  ) : (
                    <VisibilityButton
                      kind={item.kind}
                      id={item.id}
                      writer={item.name}
                      visibility="hidden"
                      label={t(m.family_guestbook_hide)}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.nextCursor && (
          <a href={`?before=${encodeURIComponent(list.nextCursor)}`} className="button-secondary mt-4 w-full">
            {t(m.family_guestbook_older)}
          </a>
        )}
      </section>
    </div>
  );
}
