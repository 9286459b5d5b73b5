import { isEuropeanTimeZone } from '../../domain/shared/european-time-zones';

/** The browser's IANA time zone, or undefined when the browser will not say (then we assume not European). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch (error) {
    console.warn('time zone detection failed', error);
    return undefined;
  }
}

export function isEuropeanVisitor(): boolean {
  return isEuropeanTimeZone(browserTimeZone());
}
