import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import { m } from '../../../paraglide/messages';
import { requestJson } from '../../lib/api-request';
import { useMessages, useMoneyLocale } from '../../lib/i18n';

/** What GET /api/campaigns answers for each of the signed-in user's campaigns (spec part 2 §7). */
interface OwnCampaign {
  id: number;
  customUrl: string;
  deceasedName: string;
  campaignCurrency: string;
  totalRaised: number;
}

type Loaded = { state: 'idle' | 'loading' | 'failed' } | { state: 'loaded'; campaigns: OwnCampaign[] };

/**
 * Other Campaigns (spec part 2 §2): a disclosure listing the signed-in user's other campaigns as links. The list
 * is fetched the first time it is opened, never with the page; the card shows it only when there are others.
 */
export function OtherCampaignsMenu({ currentCampaignId }: { currentCampaignId: number }) {
  const { t } = useMessages();
  const moneyLocale = useMoneyLocale();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);

  async function load() {
    setLoaded({ state: 'loading' });
    try {
      const campaigns = await requestJson<OwnCampaign[]>('GET', '/api/campaigns');
      setLoaded({ state: 'loaded', campaigns });
    } catch {
      setLoaded({ state: 'failed' });
    }
  }

  function toggle() {
    setOpen(!open);
    if (!open && (loaded.state === 'idle' || loaded.state === 'failed')) void load();
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  // Filtered here, not when loaded: the card stays mounted when a link opens another of the campaigns.
  const others =
    loaded.state === 'loaded' ? loaded.campaigns.filter((campaign) => campaign.id !== currentCampaignId) : [];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside closes the disclosure
    <div onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className="button-secondary w-full"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {t(m.manage_other_campaigns)}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={listId} hidden={!open} className="mt-2">
        {loaded.state === 'loading' && <p aria-live="polite">{t(m.manage_loading_campaigns)}</p>}
        {loaded.state === 'failed' && (
          <p role="alert" className="text-stone-800">
            {t(m.manage_campaigns_failed)}{' '}
            <button type="button" className="underline" onClick={load}>
              {t(m.manage_try_again)}
            </button>
          </p>
        )}
        {loaded.state === 'loaded' &&
          (others.length === 0 ? (
            <p>{t(m.manage_no_other_campaigns)}</p>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
              {others.map((campaign) => (
                <li key={campaign.id}>
                  <Link
                    to={campaignPathOf(campaign)}
                    onClick={() => setOpen(false)}
                    className="flex items-center justify-between gap-3 p-3 hover:bg-stone-100"
                  >
                    <span className="font-semibold">{campaign.deceasedName}</span>
                    <span className="shrink-0 text-sm text-stone-700">
                      {t(m.manage_raised, {
                        amount: formatMoney(campaign.totalRaised, campaign.campaignCurrency, moneyLocale),
                      })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
