import { useEffect, useRef } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { site } from '../../../config/site';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { type ToastOptions, toast } from '../../lib/toast';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { LanguageSwitcher } from './language-switcher';

interface SiteHeaderProps {
  signedIn: boolean;
  /** The signed-in person's name, greeted in the bar. */
  username: string | null;
  /** The "Coming Soon" toast's words, in the reader's language (the root loader's). */
  comingSoon: ToastOptions | undefined;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium md:text-sm ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

export function SiteHeader({ signedIn, username, comingSoon }: SiteHeaderProps) {
  // The small-screen menu is a <details>: it opens before the page's script has arrived, and without it.
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menu.current?.removeAttribute('open');
  const location = useLocation();
  const { t, rich } = useMessages();
  // Choosing any item (including one that navigates) closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(closeMenu, [location.pathname]);

  const items = (
    <>
      <li>
        <NavLink to="/" end className={navLinkClass}>
          {t(m.nav_home)}
        </NavLink>
      </li>
      <li>
        <NavLink to="/manifesto" className={navLinkClass}>
          {t(m.nav_manifesto)}
        </NavLink>
      </li>
      <li>
        <NavLink to="/resources" className={navLinkClass}>
          {t(m.nav_grief_support)}
        </NavLink>
      </li>
      {signedIn && (
        <li>
          <NavLink to="/dashboard" className={navLinkClass}>
            {t(m.nav_my_campaigns)}
          </NavLink>
        </li>
      )}
      <li>
        <button
          type="button"
          className={`${navLinkClass({ isActive: false })} w-full text-left`}
          onClick={() => {
            closeMenu();
            if (comingSoon) toast(comingSoon);
          }}
        >
          {t(m.nav_claim_benefits)}
        </button>
      </li>
    </>
  );

  const account = signedIn ? (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm text-stone-700">
        {rich(m.header_greeting, { name: <span className="font-semibold text-stone-900">{username}</span> })}
      </span>
      <Form method="post" action="/logout" onSubmit={closeMenu}>
        <button type="submit" className="button-secondary min-h-9 px-3 py-1.5 text-sm">
          {t(m.header_sign_out)}
        </button>
      </Form>
    </div>
  ) : (
    <Link to="/login" className="button-primary min-h-9 px-4 py-1.5 text-sm">
      {t(m.header_sign_in)}
    </Link>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t(m.shell_nav_label)}
        className="page-container flex min-h-16 items-center justify-between gap-4"
      >
        <Link to="/" className="flex items-baseline gap-2 font-serif text-2xl font-bold text-brand-800">
          {site.name}
          <span className="sr-only">{t(m.header_home_suffix)}</span>
        </Link>
        <ul className="hidden items-center gap-1 md:flex">{items}</ul>
        <div className="hidden items-center gap-4 md:flex">
          {/* Beside the account at widths where the bar has room for it; below that, in the menu and the footer. */}
          <div className="hidden lg:block">
            <LanguageSwitcher id="header-language" hideLabel />
          </div>
          {account}
        </div>
      </nav>
      <details ref={menu} className="group border-stone-200 open:border-t md:hidden">
        {/* Over the right end of the bar above (min-h-16), where the menu button has always been. */}
        <summary className="absolute top-2.5 right-4 inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
          <MenuIcon className="group-open:hidden" />
          <CloseIcon className="hidden group-open:block" />
          {/* Whether it is open is told by the <details> itself (expanded, collapsed). */}
          <span className="sr-only">{t(m.header_menu)}</span>
        </summary>
        <ul className="page-container flex flex-col gap-1 py-3">{items}</ul>
        <div className="page-container flex flex-col gap-4 pb-4">
          {account}
          <LanguageSwitcher id="menu-language" />
        </div>
      </details>
    </header>
  );
}
