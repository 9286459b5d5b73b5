import { describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { refusalIn } from '../shared/refusal-words.server';
import {
  normaliseCustomUrl,
  customUrlProblem as problemKeyOf,
  RESERVED_FIRST_SEGMENTS,
  suggestedCustomUrl,
} from './custom-url';

/** The refusal as an English reader reads it (the spec's words). */
const customUrlProblem = (value: string) => {
  const key = problemKeyOf(value);
  return key && refusalIn('en', key);
};

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** A nested route's path continues its parent's (family/:campaignId → events): only the outermost path starts a URL. */
function firstSegments(entries: RouteEntry[], underPath = false): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path && !underPath ? [entry.path.split('/')[0]] : []),
    ...firstSegments(entry.children ?? [], underPath || Boolean(entry.path)),
  ]);
}

describe('reserved first segments', () => {
  it('when app/routes.ts has a page, then its first segment can never be a custom URL', () => {
    const literal = firstSegments(routes as RouteEntry[]).filter(
      (segment) => segment && !segment.startsWith(':') && segment !== '*',
    );
    expect(literal.length).toBeGreaterThan(20);
    for (const segment of literal) expect(RESERVED_FIRST_SEGMENTS.has(segment), segment).toBe(true);
  });

  it.each([
    'privacy',
    'terms',
    'help',
    'manifesto',
    'resources',
    'gdpr-info',
    'login',
    'signup',
    'new-signup',
    'reset-password',
    'create-campaign',
    'admin',
    'api',
    'uploads',
    'assets',
    'healthz',
  ])('when someone asks for "%s", then it is reserved', (segment) => {
    expect(customUrlProblem(segment)).toBe('This URL is reserved. Please choose another one');
  });
});

describe('custom URL rules', () => {
  it('when the URL is numeric, has capitals, spaces or stray hyphens, then it is refused', () => {
    expect(customUrlProblem('2025')).toBe('Custom URL cannot be only numbers');
    expect(customUrlProblem('Amara')).toBe('Use only lowercase letters, numbers and hyphens');
    expect(customUrlProblem('amara okafor')).toBe('Use only lowercase letters, numbers and hyphens');
    expect(customUrlProblem('-amara')).toBe('Use only lowercase letters, numbers and hyphens');
    expect(customUrlProblem('a'.repeat(81))).toBe('Custom URL must be at most 80 characters');
    expect(customUrlProblem('rip-amara-okafor-2025')).toBeNull();
  });

  it('when a name is turned into a URL, then accents go and only letters and digits stay', () => {
    expect(suggestedCustomUrl('Amara Okafor')).toBe('ripamaraokafor');
    expect(suggestedCustomUrl("Zoë N'Dour-Diallo")).toBe('ripzoendourdiallo');
    expect(normaliseCustomUrl('  In Memory of Zoë!! ')).toBe('in-memory-of-zoe');
  });
});
