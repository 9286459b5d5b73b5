import readerScriptSrc from 'virtual:reader-script';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { BASE_LOCALE } from '../domain/shared/locales';
import { visitorLocaleOf } from '../domain/shared/visitor-region';
import { m } from '../paraglide/messages';
import type { Route } from './+types/root';
import { CookieConsent } from './components/consent/cookie-consent';
import { PendingIndicator } from './components/layout/pending-indicator';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { LazyNotFoundPage } from './components/lazy-not-found-page';
import { FOCUS_HOTKEY, Toaster } from './components/ui/toaster';
import { messageIn, useMessages } from './lib/i18n';
import { useNonce } from './lib/nonce';
import { toastWordsIn } from './lib/toast-words.server';
import { VISITOR_REGION_SCRIPT } from './lib/visitor-region';
import inlineStylesheet from './styles/app.css?inline';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const { user } = context;
  // `viewer` is this person's own (their name): pages with one are rendered for them alone (decision 023).
  return {
    signedIn: user !== null,
    viewer: user ? { username: user.username } : null,
    // The site's, not the visitor's: the same for every visitor of a shared page.
    cardPayments: context.services.cardPayments,
    // The visitor's language (decision 025): part of a shared page's key, so every copy holds one language.
    locale: context.locale,
    // How amounts are written for this visitor (Accept-Language): the page's and its dialogs' one format.
    moneyLocale: visitorLocaleOf(request.headers),
    // The toasts' own words, in the visitor's language only: the shell's script carries none.
    toastWords: toastWordsIn(context.locale, FOCUS_HOTKEY),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? BASE_LOCALE;
  const matches = useMatches();
  // Decided by the server alone: a page React navigates to in the browser is React's, whoever views it.
  const withReact = !(import.meta.env.SSR && servesReaderWithoutReact(matches));
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15554e" />
        {/* The script runs once, from the server's HTML: the browser bundle does not carry its text. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, run before the page's own scripts
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? VISITOR_REGION_SCRIPT : '' }}
        />
        {/*
          The stylesheet is in the page itself (decision 018): a slow phone paints as soon as the HTML has come, not
          after a stylesheet request that shares its 400 kbps with the page's scripts. Only the server's HTML carries
          the text; the browser bundle does not.
        */}
        <style
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, built with the app
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? inlineStylesheet : '' }}
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {messageIn(locale, m.shell_skip_to_content)}
        </a>
        <PendingIndicator />
        <CookieConsent />
        <SiteHeader
          signedIn={data?.signedIn ?? false}
          username={data?.viewer?.username ?? null}
          comingSoon={data?.toastWords.comingSoon}
        />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster words={data?.toastWords} />
        {withReact ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script type="module" src={readerScriptSrc} nonce={nonce} />
        )}
      </body>
    </html>
  );
}

/** What a route's `handle` may say: a reader (a viewer with no role on the page) needs no React (decision 036). */
export interface ReaderHandle {
  readerWithoutReact?: boolean;
}

/**
 * The page is sent without React when its route says a reader needs none and its loader found a viewer with no
 * role. Only where the loader answered: an error boundary ("Campaign Not Found") keeps its script.
 */
function servesReaderWithoutReact(matches: ReturnType<typeof useMatches>): boolean {
  const page = matches.at(-1);
  const viewer = (page?.data as { viewer?: { role: unknown } } | undefined)?.viewer;
  return (page?.handle as ReaderHandle | undefined)?.readerWithoutReact === true && viewer?.role === null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useMessages();
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFoundPage />;
  const message =
    isRouteErrorResponse(error) && error.status < 500
      ? (typeof error.data?.message === 'string' ? error.data.message : '') ||
        error.statusText ||
        t(m.shell_error_refused)
      : null;
  const title = t(m.shell_error_title);
  return (
    <section className="page-container py-20 text-center">
      <title>{`${title} | Pamoja`}</title>
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-stone-700">{message ?? t(m.shell_error_try_again)}</p>
      <a href="/" className="button-primary mt-8">
        {t(m.shell_error_home)}
      </a>
    </section>
  );
}
