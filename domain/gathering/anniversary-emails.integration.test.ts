import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, campaigns } from '../../db/schema';
import { createOrganizerWithCampaign, mailsTo } from '../../tests/setup/contribution-fixtures';
import { servePagesForThisFile } from '../../tests/setup/test-app';
import { dueCampaignIds, sendDueAnniversaryEmails } from './anniversary-emails.server';

/** The first anniversary's e-mail (issue 16): the daily job over the outbox, and the e-mail's one-click off. */
const served = servePagesForThisFile();

// Each test runs the job on a day of its own, years apart, so one test's campaigns are never due in another's.
const run = (today: string) =>
  sendDueAnniversaryEmails(served.database.db, {
    now: new Date(`${today}T06:00:00Z`),
    baseUrl: served.app.baseUrl,
    secret: served.app.config.sessionSecret as string,
  });

async function passedOn(dateOfPassing: string, overrides: Partial<typeof campaigns.$inferInsert> = {}) {
  const { campaign } = await createOrganizerWithCampaign(served.database.db, {
    deceasedName: 'Grace Achieng',
    deceasedDateOfPassing: dateOfPassing,
    createdAt: new Date(`${dateOfPassing.slice(0, 7)}-15T00:00:00Z`),
    ...overrides,
  });
  return campaign;
}

const stopLinkIn = (text: string) => {
  const link = /\/stop-anniversary-emails\/\S+/.exec(text)?.[0];
  if (!link) throw new Error('no stop link in the e-mail');
  return link;
};

const postForm = (path: string, fields: Record<string, string>) =>
  served.app.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const settingOf = async (campaignId: number) =>
  (await served.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0];

describe('the first-anniversary e-mails', () => {
  it('when a campaign reaches its first anniversary, then its organizer gets one e-mail with the page, WhatsApp and a stop link, and a second run sends nothing', async () => {
    const campaign = await passedOn('2030-03-14');
    expect(await run('2031-03-14')).toBe(1);
    expect(await run('2031-03-14')).toBe(0);
    expect(await run('2031-03-16')).toBe(0);

    const mails = await mailsTo(served.database.db, campaign.organizerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('A year since Grace Achieng passed');
    expect(mails[0].text).toContain(`${served.app.baseUrl}/campaign/${campaign.customUrl}`);
    expect(mails[0].text).toContain('https://wa.me/?text=');
    expect(mails[0].text).toContain(`${served.app.baseUrl}/stop-anniversary-emails/`);
    expect((await settingOf(campaign.id)).firstAnniversaryEmailedAt).toEqual(
      new Date('2031-03-14T06:00:00Z'),
    );
  });

  it('when two runs go at once, then each due organizer still gets exactly one e-mail', async () => {
    const first = await passedOn('2032-05-02');
    const second = await passedOn('2032-04-28');
    const counts = await Promise.all([run('2033-05-02'), run('2033-05-02')]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await mailsTo(served.database.db, first.organizerEmail)).toHaveLength(1);
    expect(await mailsTo(served.database.db, second.organizerEmail)).toHaveLength(1);
  });

  it('when a day was missed, then the week after still sends; a month-only date is due on the first of its month', async () => {
    const missed = await passedOn('2034-06-03');
    const monthOnly = await passedOn('2034-07');
    expect(await run('2035-06-10')).toBe(1);
    expect(await mailsTo(served.database.db, missed.organizerEmail)).toHaveLength(1);
    expect(await run('2035-06-30')).toBe(0);
    expect(await run('2035-07-01')).toBe(1);
    expect(await mailsTo(served.database.db, monthOnly.organizerEmail)).toHaveLength(1);
  });

  it('when e-mails are off, the anniversary is not yet, long past, the page was made after it, archived or deleted, then nothing is sent', async () => {
    const silent = [
      await passedOn('2036-08-10', { anniversaryEmails: false }),
      await passedOn('2036-08-11'),
      await passedOn('2036-08-02'),
      await passedOn('2034-08-10'),
      await passedOn('2036-08-05', { createdAt: new Date('2037-08-06T09:00:00Z') }),
      await passedOn('2036-08-09', { isArchived: true }),
      await passedOn('2036-08-09', { deletedAt: new Date('2037-01-01T00:00:00Z') }),
    ];
    expect(await run('2037-08-10')).toBe(0);
    for (const campaign of silent)
      expect(await mailsTo(served.database.db, campaign.organizerEmail)).toHaveLength(0);
    expect((await settingOf(silent[0].id)).firstAnniversaryEmailedAt).toBeNull();
  });

  it('when the job looks for due campaigns, then it reads the partial index, not the whole table', async () => {
    const query = dueCampaignIds(served.database.db, new Date('2037-08-10T06:00:00Z'), 500).toSQL();
    const text = query.sql.replace(/\$(\d+)/g, (_, n) => {
      const value = query.params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${value}'`;
    });
    const plan = await served.database.db.transaction(async (tx) => {
      // Without this a table of a few test rows is read whole, as it should be; the question is whether it can not be.
      await tx.execute(sql`set local enable_seqscan = off`);
      return JSON.stringify(await tx.execute(sql.raw(`explain ${text}`)));
    });
    expect(plan).toContain('campaigns_first_anniversary_due_idx');
  });
});

describe('the one-click stop link', () => {
  async function stopLinkOfDueCampaign(dateOfPassing: string, today: string) {
    const campaign = await passedOn(dateOfPassing);
    await run(today);
    const [mail] = await mailsTo(served.database.db, campaign.organizerEmail);
    return { campaign, link: stopLinkIn(mail.text) };
  }

  it('when the family opens the link, then nothing changes until they press the button; the button turns it off, and back on', async () => {
    const { campaign, link } = await stopLinkOfDueCampaign('2038-01-20', '2039-01-20');
    const opened = await served.app.fetch(link);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain('Stop anniversary e-mails');
    expect(page).toContain('Grace Achieng');
    expect((await settingOf(campaign.id)).anniversaryEmails).toBe(true);

    const stopped = await postForm(link, { anniversaryEmails: 'off' });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain('we will not send you anniversary e-mails');
    expect((await settingOf(campaign.id)).anniversaryEmails).toBe(false);
    const [audit] = await served.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'campaign.anniversary_emails'), eq(auditLog.entityId, campaign.id)));
    expect(audit.details).toEqual({ anniversaryEmails: false, through: 'e-mail link' });

    expect(await (await served.app.fetch(link)).text()).toContain('Turn anniversary e-mails back on');
    expect((await postForm(link, { anniversaryEmails: 'on' })).status).toBe(200);
    expect((await settingOf(campaign.id)).anniversaryEmails).toBe(true);
  });

  it('when the link is altered or names another campaign, then 404 with a clear message and nothing changes', async () => {
    const { campaign, link } = await stopLinkOfDueCampaign('2040-02-01', '2041-02-01');
    const other = await passedOn('2040-02-02');
    const [, id, signature] = /\/(\d+)\.(\S+)$/.exec(link) as RegExpExecArray;
    const forged = [
      `/stop-anniversary-emails/${other.id}.${signature}`,
      `/stop-anniversary-emails/${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `/stop-anniversary-emails/${id}`,
      '/stop-anniversary-emails/not-a-token',
    ];
    for (const path of forged) {
      const opened = await served.app.fetch(path);
      expect(opened.status, path).toBe(404);
      expect(await opened.text()).toContain('This link is not valid.');
      expect((await postForm(path, { anniversaryEmails: 'off' })).status, path).toBe(404);
    }
    expect((await settingOf(campaign.id)).anniversaryEmails).toBe(true);
    expect((await settingOf(other.id)).anniversaryEmails).toBe(true);
  });

  it('when the form sends neither on nor off, then 400 and nothing changes', async () => {
    const { campaign, link } = await stopLinkOfDueCampaign('2042-03-03', '2043-03-03');
    const refused = await postForm(link, { anniversaryEmails: 'maybe' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please choose whether anniversary e-mails should be on or off.');
    expect((await settingOf(campaign.id)).anniversaryEmails).toBe(true);
  });
});
