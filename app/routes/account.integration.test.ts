import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { PASSWORD_MIN_LENGTH } from '../../domain/accounts/password-rules';
import { verifyPassword } from '../../domain/accounts/passwords.server';
import { createCampaign, createUser } from '../../seed/factories';
import { mailsTo } from '../../tests/setup/contribution-fixtures';
import { servePagesForThisFile } from '../../tests/setup/test-app';

/** Issue 33 item 4: /dashboard/account, through its page's forms (they work without script), on both databases. */
const served = servePagesForThisFile();
const PASSWORD = 'the current password 33';

async function signedInUser(changes: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(served.database.db, { plainPassword: PASSWORD, ...changes });
  const client = await served.app.signedInAs(user);
  const post = (fields: Record<string, string>) =>
    client.fetch('/dashboard/account', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: served.app.baseUrl },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const read = async () => {
    const [row] = await served.database.db.select().from(users).where(eq(users.id, user.id));
    return row;
  };
  const audited = (action: string) =>
    served.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, user.id)));
  return { user, client, post, read, audited };
}

describe('the account page', () => {
  it('when nobody is signed in, then it sends them to sign in, and its forms change nothing', async () => {
    const page = await served.app.fetch('/dashboard/account', { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard%2Faccount');
  });

  it('when the organizer corrects their name and phone, then they are kept and audited; a phone of letters is refused', async () => {
    const { post, read, audited } = await signedInUser();
    const refused = await post({
      intent: 'details',
      firstName: 'Akinyi',
      lastName: 'Odhiambo',
      phone: 'abc',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please enter a valid phone number');
    expect((await read()).firstName).not.toBe('Akinyi');

    const saved = await post({
      intent: 'details',
      firstName: 'Akinyi',
      lastName: 'Odhiambo',
      phone: '+254 712 345678',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/dashboard/account?done=details');
    expect(await read()).toMatchObject({
      firstName: 'Akinyi',
      lastName: 'Odhiambo',
      username: 'Akinyi Odhiambo',
      phone: '+254 712 345678',
    });
    expect(await audited('user.details_change')).toHaveLength(1);
  });

  it('when the e-mail is changed, then the password is asked, the new address must be confirmed and the old one is told', async () => {
    const { user, post, read, audited } = await signedInUser({ emailVerified: true });
    const other = await createUser(served.database.db);
    const newEmail = `new-${user.id}@example.com`;

    const wrongPassword = await post({ intent: 'email', email: newEmail, currentPassword: 'a guess' });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain('That is not your current password.');
    const taken = await post({ intent: 'email', email: other.email, currentPassword: PASSWORD });
    expect(taken.status).toBe(409);
    expect((await read()).email).toBe(user.email);

    const changed = await post({ intent: 'email', email: newEmail.toUpperCase(), currentPassword: PASSWORD });
    expect(changed.status).toBe(303);
    expect(await read()).toMatchObject({ email: newEmail, emailVerified: false });
    const [confirm] = await mailsTo(served.database.db, newEmail);
    expect(confirm.subject).toBe('Confirm your new email for Pamoja');
    expect(confirm.text).toMatch(/\/verify-email\?token=[\w-]+/);
    const [notice] = await mailsTo(served.database.db, user.email);
    expect(notice.text).toContain(`was changed to ${newEmail}`);
    expect(await audited('user.email_change')).toHaveLength(1);
  });

  it('when the password is changed, then the current one is asked, both new ones must agree, and the new one works', async () => {
    const { post, read, audited } = await signedInUser();
    const differ = await post({
      intent: 'password',
      currentPassword: PASSWORD,
      password: 'a new password 33',
      confirmPassword: 'another password 33',
    });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('Passwords don&#x27;t match');
    const changed = await post({
      intent: 'password',
      currentPassword: PASSWORD,
      password: 'a new password 33',
      confirmPassword: 'a new password 33',
    });
    expect(changed.status).toBe(303);
    expect(await verifyPassword((await read()).password ?? '', 'a new password 33')).toBe(true);
    expect(await audited('user.password_change')).toHaveLength(1);
  });

  it('when wrong current passwords are tried, then after the sign-in back-off the page refuses with 429', async () => {
    const { post } = await signedInUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await post({ intent: 'email', email: 'x@example.com', currentPassword: 'guess' })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('when an organizer of a campaign asks to delete the account, then it is kept and they are told why', async () => {
    const { user, post, read } = await signedInUser();
    await createCampaign(served.database.db, { organizerId: user.id });
    const refused = await post({ intent: 'delete', confirm: 'DELETE', currentPassword: PASSWORD });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('cannot be deleted here');
    expect(await read()).toBeDefined();
  });

  it('when a person without campaigns deletes the account, then it and its sessions are gone, audited without who it was', async () => {
    const { user, client, post, read, audited } = await signedInUser();
    const unconfirmed = await post({ intent: 'delete', confirm: 'delete me', currentPassword: PASSWORD });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain('Type DELETE to confirm');

    const deleted = await post({ intent: 'delete', confirm: 'DELETE', currentPassword: PASSWORD });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get('location')).toBe('/?notice=account-deleted');
    expect(await read()).toBeUndefined();
    expect((await client.fetch('/api/auth/me')).status).toBe(401);
    const [row] = await audited('user.delete');
    expect(row.userId).toBeNull();
    expect(JSON.stringify(row.details ?? {})).not.toContain(user.email);
  });
});

describe('the account page in the reader’s language (issue 32)', () => {
  it('when the browser asks for Portuguese, then its sections, fields and the password rule are Portuguese, and a saved change says so in Portuguese', async () => {
    const { client } = await signedInUser();
    const page = await client.fetch('/dashboard/account', { headers: { 'accept-language': 'pt-AO' } });
    const html = (await page.text()).replace(/<!-- -->/g, '');
    for (const portuguese of [
      '<h1 class="font-serif text-3xl font-bold text-stone-900">A sua conta</h1>',
      'Os seus dados',
      'Número de telefone (opcional)',
      `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
      'Escreva DELETE para confirmar',
    ]) {
      expect(html).toContain(portuguese);
    }
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).not.toMatch(/Your |Save my|Delete my|At least/);

    const saved = await client.fetch('/dashboard/account?done=details', {
      headers: { 'accept-language': 'pt' },
    });
    expect(await saved.text()).toContain('Os seus dados foram guardados.');
  });
});
