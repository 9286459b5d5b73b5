import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import {
  BASE_LOCALE,
  type InputsOf,
  type Locale,
  type Message,
  messageIn,
} from '../../domain/shared/locales';

export { messageIn };

/** The language of this page: chosen on the server for this request (root loader) and written in `<html lang>`. */
export function useLocale(): Locale {
  const root = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  return root?.locale ?? BASE_LOCALE;
}

/**
 * How this visitor's amounts are written (the server's choice from Accept-Language, in the root loader): a dialog
 * formats its amounts as the server-rendered page did, never by the browser's own guess (issue 33 item 7).
 */
export function useMoneyLocale(): string {
  return (useRouteLoaderData('root') as { moneyLocale?: string } | undefined)?.moneyLocale ?? BASE_LOCALE;
}

/** A route's `meta` runs outside React: the language is in the root loader's data among its matches. */
export function localeOfMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): Locale {
  const root = matches.find((match) => match?.id === 'root')?.data as { locale?: Locale } | undefined;
  return root?.locale ?? BASE_LOCALE;
}

const SLOT = /\uE000(\d+)\uE001/;

/**
 * A message whose inputs are markup (a name in bold, a link): the translation places them, the markup stays ours.
 * Each input goes in as a marker the catalogue never holds, and comes out as its node.
 */
export function richMessageIn<Inputs extends Record<string, ReactNode>>(
  locale: Locale,
  message: Message<Record<keyof Inputs, string>>,
  inputs: Inputs,
): ReactNode {
  const names = Object.keys(inputs) as (keyof Inputs)[];
  const markers = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
  const parts = message(markers as Record<keyof Inputs, string>, { locale }).split(SLOT);
  return parts.map((part, index) =>
    // split() puts each captured marker number at the odd places.
    createElement(Fragment, { key: index }, index % 2 ? inputs[names[Number(part)] as keyof Inputs] : part),
  );
}

/** For a component: `t(m.some_message, inputs)` in this page's language, and `locale` itself. */
export function useMessages() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      t: <Inputs>(message: Message<Inputs>, ...inputs: InputsOf<Inputs>) =>
        messageIn(locale, message, ...inputs),
      rich: <Inputs extends Record<string, ReactNode>>(
        message: Message<Record<keyof Inputs, string>>,
        inputs: Inputs,
      ) => richMessageIn(locale, message, inputs),
    }),
    [locale],
  );
}
