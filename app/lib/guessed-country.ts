import { type RefObject, useEffect } from 'react';
import { countryForTimeZone } from '../../domain/shared/time-zones';
import { browserTimeZone } from './browser-region';

/**
 * The country the browser's time zone lies in when it is one of `choices`, else `fallback`: the creation dialog's
 * phone dial code and the sign-up screen's country both start from this guess.
 */
export function guessedCountry(choices: readonly { code: string }[], fallback: string): string {
  const country = countryForTimeZone(browserTimeZone(), fallback);
  return choices.some((choice) => choice.code === country) ? country : fallback;
}

/**
 * After hydration, moves a country select still showing `serverDefault` to the time zone's guess (the server
 * cannot know the time zone on a first visit). Nothing happens once the visitor has chosen.
 */
export function useGuessedCountry(
  select: RefObject<HTMLSelectElement | null>,
  choices: readonly { code: string }[],
  serverDefault: string | undefined,
) {
  useEffect(() => {
    const field = select.current;
    if (field && serverDefault !== undefined && field.value === serverDefault) {
      field.value = guessedCountry(choices, serverDefault);
    }
  }, [select, choices, serverDefault]);
}
