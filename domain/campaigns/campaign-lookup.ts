import { parseRowId } from '../shared/row-id';
import { CUSTOM_URL_MAX_LENGTH } from './custom-url';

export type CampaignLookup = { customUrl: string } | { id: number };

const CUSTOM_URL_SHAPE = new RegExp(`^[a-z0-9-]{1,${CUSTOM_URL_MAX_LENGTH}}$`, 'i');

/**
 * What a campaign address segment names: digits are an id (a custom URL is never only digits), anything else a
 * custom URL, matched case-insensitively. Null when no campaign can have that address: answer 404 without a query.
 */
export function campaignLookupOf(segment: unknown): CampaignLookup | null {
  if (typeof segment !== 'string') return null;
  if (/^\d+$/.test(segment)) {
    const id = parseRowId(segment);
    return id === null ? null : { id };
  }
  return CUSTOM_URL_SHAPE.test(segment) ? { customUrl: segment } : null;
}

/**
 * The same address with its last segment (the custom URL) replaced, query string kept: where a former address
 * (/campaign/{old}, /{old}, /edit-campaign/{old}) now points.
 */
export function addressWithCustomUrl(requestUrl: string, customUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.pathname.replace(/[^/]+\/?$/, customUrl)}${url.search}`;
}
