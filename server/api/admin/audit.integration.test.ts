import { describe, expect, it } from 'vitest';
import { auditLog, recipientAccess } from '../../../db/schema';
import { recordAudit } from '../../../domain/shared/audit.server';
import { createCampaign, createUser } from '../../../seed/factories';
import { lastAuditOf } from '../../../tests/setup/admin-fixtures';
import { servePagesForThisFile } from '../../../tests/setup/test-app';

const served = servePagesForThisFile();

const lastAudit = (action: string) => lastAuditOf(served.database.db, action);

describe('who may read the audit log', () => {
  it('401 for a visitor, 403 for a plain user, 200 for an admin, on both addresses and the CSV', async () => {
    const admin = await served.app.adminSignedInAs(await createUser(served.database.db, { isAdmin: true }));
    const plain = await served.app.signedInAs(await createUser(served.database.db));
    for (const path of [
      '/api/admin/audit-logs',
      '/api/admin/audit-log',
      '/api/admin/audit-logs?format=csv',
    ]) {
      expect((await served.app.fetch(path)).status, path).toBe(401);
      expect((await plain.fetch(path)).status, path).toBe(403);
      const answer = await admin.fetch(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text()).not.toMatch(/password/i);
    }
  });
});

describe('GET /api/admin/audit-logs', () => {
  it('newest first, with who acted, filtered by action, actor and entity, paged', async () => {
    const admin = await createUser(served.database.db, { isAdmin: true });
    const client = await served.app.adminSignedInAs(admin);
    const organizer = await createUser(served.database.db);
    const tag = `test.${Date.now()}`;
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));
    for (let index = 0; index < 27; index += 1) {
      await served.database.db.insert(auditLog).values({
        action: `${tag}.step`,
        entityType: 'campaign',
        entityId: 1000 + index,
        userId: organizer.id,
        details: { index },
        createdAt: at(index),
      });
    }
    await served.database.db.insert(auditLog).values([
      {
        action: `${tag}.admin`,
        entityType: 'user',
        entityId: organizer.id,
        adminId: admin.id,
        createdAt: at(40),
      },
      { action: `${tag}.system`, entityType: 'contribution', entityId: 5, createdAt: at(41) },
    ]);

    const all = await (await client.fetch(`/api/admin/audit-logs?action=${tag}.`)).json();
    expect(all).toMatchObject({ page: 1, hasPreviousPage: false, hasNextPage: true });
    expect(all.rows).toHaveLength(25);
    expect(all.rows.map((row: { action: string }) => row.action).slice(0, 3)).toEqual([
      `${tag}.system`,
      `${tag}.admin`,
      `${tag}.step`,
    ]);
    expect(all.rows[0]).toMatchObject({ actor: 'system', entityType: 'contribution', entityId: 5 });
    expect(all.rows[1]).toMatchObject({ actor: `admin ${admin.email}` });
    expect(all.rows[2]).toMatchObject({ actor: organizer.email, entityId: 1026, details: { index: 26 } });
    const page2 = await (await client.fetch(`/api/admin/audit-log?action=${tag}.&page=2`)).json();
    expect(page2).toMatchObject({ page: 2, hasPreviousPage: true, hasNextPage: false });
    expect(page2.rows).toHaveLength(4);

    const exact = await (await client.fetch(`/api/admin/audit-logs?action=${tag}.admin`)).json();
    expect(exact.rows).toHaveLength(1);
    const byActorEmail = await (
      await client.fetch(
        `/api/admin/audit-logs?action=${tag}.&actor=${encodeURIComponent(admin.email.toUpperCase())}`,
      )
    ).json();
    expect(byActorEmail.rows.map((row: { action: string }) => row.action)).toEqual([`${tag}.admin`]);
    const byActorId = await (
      await client.fetch(`/api/admin/audit-logs?action=${tag}.&actor=${organizer.id}`)
    ).json();
    expect(byActorId.rows).toHaveLength(25);
    expect(byActorId.hasNextPage).toBe(true);
    const byEntity = await (
      await client.fetch(`/api/admin/audit-logs?action=${tag}.&entity=campaign:1003`)
    ).json();
    expect(byEntity.rows.map((row: { details: unknown }) => row.details)).toEqual([{ index: 3 }]);
    const byType = await (await client.fetch(`/api/admin/audit-logs?action=${tag}.&entity=user`)).json();
    expect(byType.rows.map((row: { action: string }) => row.action)).toEqual([`${tag}.admin`]);
    const oldestFirst = await (await client.fetch(`/api/admin/audit-logs?action=${tag}.&dir=asc`)).json();
    expect(oldestFirst.rows[0].details).toEqual({ index: 0 });
    // A prefix's own % and _ match literally.
    expect((await (await client.fetch('/api/admin/audit-logs?action=%25.')).json()).rows).toEqual([]);
  });

  it('names a recipient by their access', async () => {
    const client = await served.app.adminSignedInAs(await createUser(served.database.db, { isAdmin: true }));
    const action = `test.recipient.${Date.now()}`;
    const organizer = await createUser(served.database.db);
    const campaign = await createCampaign(served.database.db, { organizerId: organizer.id });
    const [access] = await served.database.db
      .insert(recipientAccess)
      .values({
        campaignId: campaign.id,
        recipientPhone: '+254700000000',
        accessCode: `code-${Date.now()}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await recordAudit(served.database.db, {
      action,
      entityType: 'campaign',
      entityId: campaign.id,
      recipientAccessId: access?.id,
    });
    const body = await (await client.fetch(`/api/admin/audit-logs?action=${action}`)).json();
    expect(body.rows[0].actor).toBe(`recipient (access #${access?.id})`);
  });

  it('exports the filtered log as CSV: header and rows, an attachment, formulas escaped, audited', async () => {
    const admin = await createUser(served.database.db, { isAdmin: true });
    const client = await served.app.adminSignedInAs(admin);
    const action = `test.csv.${Date.now()}`;
    await recordAudit(
      served.database.db,
      { action, entityType: 'campaign', entityId: 7, adminId: admin.id, details: { note: 'plain' } },
      { ipAddress: '198.51.100.7', userAgent: '=cmd|calc' },
    );
    const response = await client.fetch(`/api/admin/audit-logs?format=csv&action=${action}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pamoja-audit-log.csv"/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,When,Action,Entity Type,Entity ID,Actor,Details,IP Address,User Agent');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,${action},campaign,7,admin ${admin.email},"{""note"":""plain""}",198.51.100.7,'=cmd|calc`,
    );
    expect(await lastAudit('admin.export_csv')).toMatchObject({
      adminId: admin.id,
      entityType: 'export',
      details: { list: 'audit_log', filters: { action, actor: '', entity: '' } },
    });
  });
});

describe('the Audit Log tab of the dashboard', () => {
  it('shows the entries with their columns and filters; no match says so', async () => {
    const admin = await createUser(served.database.db, { isAdmin: true });
    const client = await served.app.adminSignedInAs(admin);
    const action = `test.tab.${Date.now()}`;
    await recordAudit(
      served.database.db,
      {
        action,
        entityType: 'campaign',
        entityId: 42,
        adminId: admin.id,
        details: { reason: 'x'.repeat(200) },
      },
      { ipAddress: '198.51.100.9', userAgent: 'Mozilla/5.0 '.repeat(10) },
    );
    const response = await client.fetch(`/admin/pamoja-control-panel?tab=audit&action=${action}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const column of ['When', 'Action', 'Entity', 'Actor', 'Details', 'IP Address', 'User Agent']) {
      expect(html).toContain(`>${column}</th>`);
    }
    expect(html).toContain(action);
    expect(html).toContain('campaign<!-- --> #42');
    expect(html).toContain(`admin ${admin.email}`);
    expect(html).toContain('<details>');
    expect(html).toContain('198.51.100.9');
    for (const filter of ['action', 'actor', 'entity']) expect(html).toContain(`name="${filter}"`);
    const none = await client.fetch('/admin/pamoja-control-panel?tab=audit&action=no.such.action');
    expect(await none.text()).toContain('No audit entries found');
  });
});
