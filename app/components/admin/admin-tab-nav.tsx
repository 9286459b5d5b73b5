import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { ADMIN_TABS, type AdminTab, adminTabPath } from '../../lib/admin-paths';
import { useMessages } from '../../lib/i18n';

/** Each tab's name, in the reader's language. */
export const ADMIN_TAB_WORDS: Record<AdminTab, Message<object>> = {
  overview: m.admin_tab_overview,
  campaigns: m.admin_tab_campaigns,
  contributions: m.admin_tab_contributions,
  users: m.admin_tab_users,
  payouts: m.admin_tab_payouts,
  analytics: m.admin_tab_analytics,
  views: m.admin_tab_views,
  audit: m.admin_tab_audit,
};

/** The eight tabs; on a phone they scroll sideways, and the open one is brought into view. */
export function AdminTabNav({ current }: { current: AdminTab }) {
  const { t } = useMessages();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    navRef.current
      ?.querySelector(`a[href="${adminTabPath(current)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <nav ref={navRef} aria-label={t(m.admin_sections)} className="mt-4 overflow-x-auto">
      <ul className="grid min-w-max grid-cols-8 gap-1 rounded-lg bg-stone-100 p-1 text-sm">
        {ADMIN_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={adminTabPath(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={`flex min-h-11 items-center justify-center rounded-md px-3 font-medium ${
                tab === current ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:bg-white/60'
              }`}
            >
              {t(ADMIN_TAB_WORDS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
