import { describe, expect, it } from 'vitest';
import { campaignWithSubscribedGiver } from '../tests/setup/contribution-fixtures';
import { servePagesForThisFile } from '../tests/setup/test-app';

const served = servePagesForThisFile();

async function subscribed() {
  const { campaign, subscription, read } = await campaignWithSubscribedGiver(served.database.db);
  return { campaign, token: subscription.unsubscribeToken, read };
}

const onePost = (token: string, body: string, headers: Record<string, string> = {}) =>
  served.app.fetch(`/unsubscribe/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('/unsubscribe/{token}', () => {
  it('when the link is opened, then it asks and unsubscribes nobody (mail scanners open links)', async () => {
    const { campaign, token, read } = await subscribed();
    const response = await served.app.fetch(`/unsubscribe/${token}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`Stop e-mails about ${campaign.deceasedName}’s page?`);
    expect(page).toMatch(/<form [^>]*method="post"/);
    expect((await read()).unsubscribedAt).toBeNull();
  });

  it('when the button is pressed, then the subscriber leaves the list; pressing again says the same', async () => {
    const { campaign, token, read } = await subscribed();
    const response = await onePost(token, '');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      `You no longer receive updates about ${campaign.deceasedName}’s page.`,
    );
    const left = (await read()).unsubscribedAt;
    expect(left).not.toBeNull();
    const again = await onePost(token, '');
    expect(again.status).toBe(200);
    expect((await read()).unsubscribedAt).toEqual(left);
    expect(await (await served.app.fetch(`/unsubscribe/${token}`)).text()).toContain(
      'You will get no more e-mails',
    );
  });

  it('when a mail client sends the RFC 8058 one-click POST, then the subscriber leaves the list', async () => {
    const { token, read } = await subscribed();
    const response = await onePost(token, 'List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect((await read()).unsubscribedAt).not.toBeNull();
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['a token with characters no token has', 'abc%00def'],
    ['an overlong token', 'a'.repeat(65)],
  ])('when %s is used, then 404 with a clear message', async (_, token) => {
    const opened = await served.app.fetch(`/unsubscribe/${token}`);
    expect(opened.status).toBe(404);
    expect(await opened.text()).toContain('This unsubscribe link is not known.');
    expect((await onePost(token, '')).status).toBe(404);
  });
});
