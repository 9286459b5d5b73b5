import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { campaigns } from '../db/schema';
import { createSession } from '../domain/accounts/sessions.server';
import { rebuildCampaignTotals } from '../domain/campaigns/get-campaign-stats.server';
import { createUser } from './factories';

/** `npm run bench:scale`'s data set (issue 15 item 7). */
export const SCALE_BENCHMARK_SIZE = {
  organizers: 20_000,
  campaigns: 100_000,
  contributions: 1_000_000,
  /** Gifts to each of the three huge campaigns; the three small ones have SMALL_CAMPAIGN_GIFTS, the rest share the remainder. */
  hugeCampaignGifts: 100_000,
} as const;
const SMALL_CAMPAIGN_GIFTS = 5;

export interface ScaleBenchmark {
  small: { id: number; customUrl: string; organizerSession: string; gifts: number };
  huge: { id: number; customUrl: string; organizerSession: string; gifts: number };
}

/**
 * Loads the scale benchmark into a fresh PostgreSQL database with set-based statements: organizers, campaigns
 * (1-3 huge, 4-6 small, the rest sharing the remaining gifts, skewed so a few hold many), card and wallet gifts with
 * wallet gifts awaiting review, failures, full and partial refunds and disputes. Contributions go in as a bulk
 * load does (decision 014): their secondary indexes dropped and rebuilt afterwards, the kept-totals trigger off and
 * `rebuildCampaignTotals` run once. One organizer owns the three huge campaigns and another the three small ones, so
 * their My Campaigns pages compare like for like; each has a session.
 */
export async function seedScaleBenchmarkData(
  db: Database,
  size = SCALE_BENCHMARK_SIZE,
): Promise<ScaleBenchmark> {
  const smallOrganizer = await createUser(db, { email: 'small-organizer@example.com' });
  const hugeOrganizer = await createUser(db, { email: 'huge-organizer@example.com' });
  await db.execute(sql`
    insert into users (email, first_name, last_name, username, country, email_verified)
    select 'member' || n || '@example.com', 'Member', 'Number ' || n, 'member' || n, 'KE', true
    from generate_series(1, ${size.organizers}) n`);
  await db.execute(sql`
    with members as (select min(id) as first_id from users where email like 'member%')
    insert into campaigns (organizer_id, organizer_name, organizer_email, deceased_name, recipient_name,
      recipient_country, recipient_phone, campaign_currency, goal, custom_url, end_date, created_at)
    select case when n <= 3 then ${hugeOrganizer.id} when n <= 6 then ${smallOrganizer.id}
        else members.first_id + n % ${size.organizers} end,
      'Organizer ' || n, 'organizer' || n || '@example.com', 'Person ' || n || ' Achieng', 'Recipient ' || n,
      'KE', '+254700' || lpad((n % 1000000)::text, 6, '0'), (array['KES','USD','ZAR'])[1 + n % 3], 500000,
      'scale-campaign-' || n, (current_date + 60)::date, now() - (n % 365) * interval '1 day'
    from generate_series(1, ${size.campaigns}) n, members`);

  const droppedIndexes = await dropSecondaryIndexes(db, 'contributions');
  await db.execute(sql`alter table contributions disable trigger user`);
  const huge = 3 * size.hugeCampaignGifts;
  const small = 3 * SMALL_CAMPAIGN_GIFTS;
  const rest = size.campaigns - 6;
  await db.execute(sql`
    with first as (select min(id) as id from campaigns)
    insert into contributions (campaign_id, contributor_name, contributor_email, contributor_relationship, amount,
      currency, payment_status, payment_method, review_status, confirmation_code, refunded_amount, dispute_status,
      disputed_amount, platform_fee, processing_fee, revenue, payout_amount, created_at)
    select c.id,
      'Giver ' || n, 'giver' || n || '@example.com', 'Friend', a.amount, c.campaign_currency,
      case when n % 20 = 0 then 'pending_review' when n % 50 = 1 then 'failed'
        when n % 100 = 7 then 'refunded' else 'succeeded' end,
      case when n % 10 in (0, 5) then 'mobile_wallet' else 'card' end,
      case when n % 20 = 0 then 'pending_review' when n % 10 = 5 then 'confirmed' end,
      case when n % 10 in (0, 5) then 'QK' || n end,
      case when n % 100 = 7 then a.amount when n % 100 = 13 then round(a.amount / 2, 2) else 0 end,
      case when n % 500 = 3 then 'needs_response' end,
      case when n % 500 = 3 then a.amount else 0 end,
      round(a.amount * 0.06, 2), round(a.amount * 0.029 + 0.30, 2), round(a.amount * 0.06, 2), a.amount,
      now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second'
    from generate_series(1, ${size.contributions}) n
    cross join first
    cross join lateral (select (100 + n % 900)::numeric(12, 2) as amount) a
    cross join lateral (select case when n <= ${huge} then (n - 1) % 3 when n <= ${huge + small} then 3 + (n - 1) % 3
      else 6 + floor(${rest} * power(((n::bigint * 7919) % 1000003) / 1000003.0, 3))::int end as k) pick
    join campaigns c on c.id = first.id + pick.k`);
  await db.execute(sql`alter table contributions enable trigger user`);
  for (const definition of droppedIndexes) await db.execute(sql.raw(definition));
  await rebuildCampaignTotals(db);
  await db.execute(sql`analyze`);

  const campaignAt = async (n: number) => {
    const customUrl = `scale-campaign-${n}`;
    const [row] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.customUrl, customUrl));
    return { id: row.id, customUrl };
  };
  return {
    small: {
      ...(await campaignAt(4)),
      organizerSession: await createSession(db, smallOrganizer.id),
      gifts: SMALL_CAMPAIGN_GIFTS,
    },
    huge: {
      ...(await campaignAt(1)),
      organizerSession: await createSession(db, hugeOrganizer.id),
      gifts: size.hugeCampaignGifts,
    },
  };
}

/** Drops the table's indexes that back no constraint and returns their definitions, to build them again in bulk. */
async function dropSecondaryIndexes(db: Database, table: string): Promise<string[]> {
  const result = await db.execute<{ name: string; definition: string }>(sql`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`);
  const rows = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const row of rows) await db.execute(sql.raw(`drop index "${row.name}"`));
  return rows.map((row) => row.definition);
}
