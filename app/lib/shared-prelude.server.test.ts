import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { preludeKeyOf } from './shared-prelude.server';

const contextWith = (
  loaderData: Record<string, unknown>,
  more: { actionData?: unknown; errors?: unknown } = {},
) =>
  ({
    staticHandlerContext: { loaderData, actionData: null, errors: null, ...more },
  }) as unknown as EntryContext;

const page = (viewer: unknown, raised = 'KES 500') => ({
  root: { signedIn: true, viewer },
  campaign: { money: { raised }, viewer },
});

describe('the key of a signed-in page’s shared part', () => {
  it('is the same for two viewers of the same page, and differs when what everyone sees differs', () => {
    const amina = preludeKeyOf('http://x/campaign/a', 200, contextWith(page({ username: 'Amina' })));
    const baraka = preludeKeyOf('http://x/campaign/a', 200, contextWith(page({ username: 'Baraka' })));
    expect(amina).toBe(baraka);
    expect(preludeKeyOf('http://x/campaign/a', 200, contextWith(page(null, 'KES 600')))).not.toBe(amina);
    expect(preludeKeyOf('http://x/campaign/b', 200, contextWith(page(null)))).not.toBe(amina);
  });

  it('is null for a page that cannot be shared: not a 200, an action’s answer, an error, or data still to come', () => {
    expect(preludeKeyOf('http://x/a', 404, contextWith(page(null)))).toBeNull();
    expect(preludeKeyOf('http://x/a', 200, contextWith(page(null), { actionData: { ok: true } }))).toBeNull();
    expect(preludeKeyOf('http://x/a', 200, contextWith(page(null), { errors: { root: 'x' } }))).toBeNull();
    expect(preludeKeyOf('http://x/a', 200, contextWith({ root: { later: Promise.resolve(1) } }))).toBeNull();
  });
});
