import { isEuropeanTimeZone } from '../../domain/shared/european-time-zones';

/** Whether the browser's time zone is European (a failure to tell is logged and counts as not European). */
export function isEuropeanVisitor(): boolean {
  try {
    return isEuropeanTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || undefined);
  } catch (error) {
    console.warn('time zone detection failed', error);
    return false;
  }
}
