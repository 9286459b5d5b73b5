import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { auditLog } from '../db/schema';
import { createCampaign, createUser } from '../seed/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/** /recipient-access as a phone without JavaScript uses it: the form alone opens the campaign. */

let database: DatabaseHandle;
let app: TestApp;
let organizer: SignedInClient<Awaited<ReturnType<typeof createUser>>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  organizer = await app.signedInAs(await createUser(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function postAccess(fields: Record<string, string>) {
  return app.fetch('/recipient-access', {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('the recipient access page without JavaScript', () => {
  it('when the private link is opened, then the code is filled in and the phone is not', async () => {
    const html = await (await app.fetch('/recipient-access?code=ABCDE-FGHJK')).text();
    expect(html).toContain('value="ABCDE-FGHJK"');
    expect(html).toContain('with or without country code');
  });

  it('when the code and phone are right, then a recipient session and a redirect to the campaign', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      recipientCountry: 'UG',
      recipientPhone: '+256 772 123456',
    });
    const shared = await organizer.postJson(`/api/campaigns/${campaign.id}/share-recipient`, {});
    const { accessCode } = (await shared.json()) as { accessCode: string };

    const response = await postAccess({ accessCode, phone: '0772 123456' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/campaign/${campaign.customUrl}?recipient_access`);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('pamoja_recipient='));
    expect(cookie).toBeTruthy();

    const page = await app.fetch(`/campaign/${campaign.customUrl}?recipient_access`, {
      headers: { cookie: (cookie as string).split(';')[0] },
    });
    const html = await page.text();
    expect(html).toContain('Manage this campaign');
    expect(html).not.toContain('Share with Recipient');
  });

  it('when the recipient signs out, then the session ends on the server: the old cookie grants nothing', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      recipientCountry: 'UG',
      recipientPhone: '+256 772 123457',
    });
    const shared = await organizer.postJson(`/api/campaigns/${campaign.id}/share-recipient`, {});
    const { accessCode } = (await shared.json()) as { accessCode: string };
    const signedIn = await postAccess({ accessCode, phone: '0772 123457' });
    const cookie = (
      signedIn.headers.getSetCookie().find((header) => header.startsWith('pamoja_recipient=')) as string
    ).split(';')[0];
    const asRecipient = (path: string, init: RequestInit = {}) =>
      app.fetch(path, { ...init, headers: { cookie }, redirect: 'manual' });
    const pagePath = `/campaign/${campaign.customUrl}`;

    const managed = await (await asRecipient(pagePath)).text();
    expect(managed).toContain('You are managing this page as the recipient');
    expect(managed).toContain('No wallet gifts to confirm');
    expect((await asRecipient(`/api/campaigns/${campaign.id}/donors`)).status).toBe(200);

    const signedOut = await asRecipient(`/recipient-sign-out?to=${encodeURIComponent(pagePath)}`, {
      method: 'POST',
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(pagePath);
    expect(signedOut.headers.getSetCookie().find((header) => header.startsWith('pamoja_recipient='))).toMatch(
      /Max-Age=0/,
    );
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recipient.sign_out'), eq(auditLog.entityType, 'recipient_access')));
    expect(audit.details).toEqual({ campaignId: campaign.id });

    // The cookie kept (a copy, or a browser that ignored the clearing) is refused by the server.
    const after = await (await asRecipient(pagePath)).text();
    expect(after).not.toContain('You are managing this page as the recipient');
    expect(after).not.toContain('Manage this campaign');
    expect((await asRecipient(`/api/campaigns/${campaign.id}/donors`)).status).toBe(401);
  });

  it('when someone with no recipient session posts Sign out, then they are sent on, with nothing to end', async () => {
    const response = await app.fetch('/recipient-sign-out?to=//elsewhere.example', {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('when a field is missing or wrong, then the page says so with a 4xx and keeps what was typed', async () => {
    const missing = await postAccess({ accessCode: 'ABCDE-FGHJK', phone: ' ' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Missing information');

    const wrong = await postAccess({ accessCode: 'ABCDE-FGHJK', phone: '0772 000000' });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('Invalid access code or phone number');
    expect(html).toContain('value="0772 000000"');
  });

  it('when the code is only in the campaign address, then the page shows no management options', async () => {
    const campaign = await createCampaign(database.db, { organizerId: organizer.user.id });
    const html = await (
      await app.fetch(`/campaign/${campaign.customUrl}?recipient_access=ABCDEFGHJK`)
    ).text();
    expect(html).not.toContain('Manage this campaign');
    expect(html).not.toContain('Edit Campaign');
  });
});
