import type { Locale } from '../../domain/shared/locales';

/** Writes a first draft of a tribute for a family that is struggling to find words. */
export interface TributeRequest {
  deceasedName: string;
  /** The organizer's relationship to the deceased ("child", "Close Friend", free text…). */
  relationship: string;
  birthYear?: number;
  /** "YYYY-MM" or "YYYY-MM-DD". */
  dateOfPassing?: string;
  location?: string;
  /** The organizer's language, the one the creation dialog speaks: the draft is written in it (English if none). */
  locale?: Locale;
}

export interface TributeWriter {
  write(request: TributeRequest): Promise<string>;
}
