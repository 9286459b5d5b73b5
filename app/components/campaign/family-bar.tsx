import type { CampaignRole } from '../../../domain/campaigns/permissions';
import type { FamilyBar as FamilyBarData } from '../../../domain/gathering/get-family-bar.server';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

const PAYOUT_WORDS: Record<string, typeof m.family_bar_payout_none> = {
  requested: m.family_bar_payout_requested,
  completed: m.family_bar_payout_completed,
};

/**
 * The family's tools first (issue 33 item 3): on the organizer's or recipient's own view, what waits for them, each
 * a link to its tool further down the page or to its own page. Loaded only for them, never for a giver.
 */
export default function FamilyBar({
  campaignId,
  role,
  bar,
  pagePath,
}: {
  campaignId: number;
  role: Extract<CampaignRole, 'organizer' | 'recipient'>;
  bar: FamilyBarData;
  pagePath: string;
}) {
  const { t } = useMessages();
  const payoutWords = bar.payoutStatus ? PAYOUT_WORDS[bar.payoutStatus] : undefined;
  const links = [
    {
      // A page of its own that works without script; with script, the review panel further down this page.
      href: `/family/${campaignId}/gifts`,
      inPage: 'organizer-contributions-heading',
      text:
        bar.giftsToConfirm === 0
          ? t(m.family_bar_gifts_none)
          : t(m.family_bar_gifts, { count: bar.giftsToConfirm }),
      urgent: bar.giftsToConfirm > 0,
    },
    {
      href: `/family/${campaignId}/events`,
      text:
        bar.rsvps === 0
          ? t(m.family_bar_rsvps_none)
          : t(m.family_bar_rsvps, {
              rsvps: t(m.family_bar_rsvp_count, { count: bar.rsvps }),
              guests: t(m.family_bar_guest_count, { count: bar.guests }),
            }),
      urgent: false,
    },
    {
      href: `/family/${campaignId}/guestbook`,
      text:
        bar.openReports === 0
          ? t(m.family_bar_reports_none)
          : t(m.family_bar_reports, { count: bar.openReports }),
      urgent: bar.openReports > 0,
    },
    {
      href: '#manage-heading',
      text: t(payoutWords ?? m.family_bar_payout_none),
      urgent: false,
    },
  ];
  return (
    <section
      aria-labelledby="family-bar-heading"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="family-bar"
    >
      {role === 'recipient' && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2 border-b border-amber-200 pb-3">
          <p className="font-semibold">{t(m.family_bar_recipient)}</p>
          <form method="post" action={`/recipient-sign-out?to=${encodeURIComponent(pagePath)}`}>
            <button type="submit" className="button-secondary min-h-11 text-sm">
              {t(m.family_bar_sign_out)}
            </button>
          </form>
        </div>
      )}
      <h2 id="family-bar-heading" className="font-semibold">
        {t(m.family_bar_heading)}
      </h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              onClick={(event) => {
                const inPage = 'inPage' in link ? link.inPage : undefined;
                if (!inPage || !document.getElementById(inPage)) return;
                event.preventDefault();
                window.location.hash = inPage;
              }}
              className={`flex min-h-11 items-center rounded-lg border bg-white px-3 py-2 text-sm underline-offset-2 hover:underline ${link.urgent ? 'border-amber-600 font-semibold' : 'border-stone-200'}`}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
