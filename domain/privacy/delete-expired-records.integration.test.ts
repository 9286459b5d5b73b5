import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import {
  campaignViews,
  contactMessages,
  emailOutbox,
  recipientAccess,
  recipientSessions,
} from '../../db/schema';
import { createCampaign, createUser } from '../../seed/factories';
import { createTestDatabase } from '../../tests/setup/test-database';
import { createRecipientSession } from '../recipients/recipient-sessions.server';
import { deleteExpiredRecords } from './delete-expired-records.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2025-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('deleteExpiredRecords', () => {
  it('when records pass their retention period, then only those are deleted', async () => {
    const { db } = database;
    const organizer = await createUser(db);
    const campaign = await createCampaign(db, { organizerId: organizer.id });
    const view = (hash: string, createdAt: Date) => ({
      campaignId: campaign.id,
      visitorHash: hash,
      viewedOn: createdAt.toISOString().slice(0, 10),
      createdAt,
    });
    await db.insert(campaignViews).values([view('old', daysAgo(370)), view('recent', daysAgo(300))]);
    const message = (subject: string, createdAt: Date) => ({
      name: 'A',
      email: 'a@example.com',
      subject,
      message: 'A message long enough.',
      createdAt,
    });
    await db.insert(contactMessages).values([message('old', daysAgo(740)), message('recent', daysAgo(700))]);
    await db.insert(emailOutbox).values([
      { to: 'support@example.com', subject: 'old', text: 'x', createdAt: daysAgo(740) },
      { to: 'support@example.com', subject: 'recent', text: 'x', createdAt: daysAgo(700) },
    ]);

    const access = (accessCode: string, isActive: boolean, expiresAt: Date) => ({
      campaignId: campaign.id,
      recipientPhone: '+27821111111',
      accessCode,
      isActive,
      expiresAt,
    });
    const accesses = await db
      .insert(recipientAccess)
      .values([
        access('revoked', false, daysAgo(-20)),
        access('expired', true, daysAgo(1)),
        access('live', true, daysAgo(-20)),
      ])
      .returning({ id: recipientAccess.id });
    for (const { id } of accesses) await createRecipientSession(db, id);

    expect(await deleteExpiredRecords(db, now)).toEqual({
      pageViews: 1,
      contactMessages: 1,
      emails: 1,
      recipientSessions: 2,
    });

    expect((await db.select().from(campaignViews)).map((row) => row.visitorHash)).toEqual(['recent']);
    expect((await db.select().from(contactMessages)).map((row) => row.subject)).toEqual(['recent']);
    expect((await db.select().from(emailOutbox)).map((row) => row.subject)).toEqual(['recent']);
    expect((await db.select().from(recipientSessions)).map((row) => row.recipientAccessId)).toEqual([
      accesses[2].id,
    ]);
    expect(await deleteExpiredRecords(db, now)).toEqual({
      pageViews: 0,
      contactMessages: 0,
      emails: 0,
      recipientSessions: 0,
    });
  });
});
