import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ADMIN_TAB_LABELS, ADMIN_TABS, type AdminTab, adminTabPath } from '../../lib/admin-paths';

/** The eight tabs; on a phone they scroll sideways, and the open one is brought into view. */
export function AdminTabNav({ current }: { current: AdminTab }) {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    navRef.current
      ?.querySelector(`a[href="${adminTabPath(current)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <nav ref={navRef} aria-label="Admin sections" className="mt-4 overflow-x-auto">
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
              {ADMIN_TAB_LABELS[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
