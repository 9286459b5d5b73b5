import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { createAdminSession } from '../domain/admin/admin-sessions.server';
import { rebuildViewCounts } from '../domain/campaigns/record-campaign-view.server';
import { createUser } from './factories';

/** The admin benchmark's data set: what the admin lists must stay fast over (issue 14: ≤ 100 ms at p95). */
export const ADMIN_BENCHMARK_SIZE = {
  users: 20_000,
  campaigns: 20_000,
  contributions: 200_000,
  views: 100_000,
  auditRows: 100_000,
  payouts: 2_000,
} as const;

/**
 * Fills the database with the admin benchmark's data set in a few set-based statements (generate_series, so it
 * takes seconds, not minutes): users, campaigns among them, card and wallet gifts in three currencies spread
 * over a year, page views, payout requests and audit rows. Returns an admin session token for the admin cookie.
 */
export async function seedAdminBenchmarkData(db: Database, size = ADMIN_BENCHMARK_SIZE): Promise<string> {
  const admin = await createUser(db, { email: 'bench-admin@example.com', isAdmin: true });
  await db.execute(sql`
    insert into users (email, first_name, last_name, username, country, email_verified, created_at)
    select 'member' || n || '@example.com', 'Member', 'Number ' || n, 'member' || n, 'KE', n % 3 <> 0,
      now() - (n % 365) * interval '1 day'
    from generate_series(1, ${size.users}) n`);
  await db.execute(sql`
    insert into campaigns (organizer_id, organizer_name, organizer_email, deceased_name, recipient_name,
      recipient_country, recipient_phone, campaign_currency, goal, custom_url, end_date, created_at)
    select u.id, 'Organizer ' || n, 'member' || n || '@example.com', 'Person ' || n || ' Wanjiru', 'Recipient ' || n,
      (array['KE','UG','ZA','NG','GH'])[1 + n % 5], '+254700' || lpad((n % 1000000)::text, 6, '0'),
      (array['KES','USD','ZAR'])[1 + n % 3], 100000, 'bench-campaign-' || n,
      (current_date - 30 + (n % 90))::date, now() - (n % 365) * interval '1 day'
    from generate_series(1, ${size.campaigns}) n
    join users u on u.email = 'member' || n || '@example.com'`);
  await db.execute(sql`
    insert into contributions (campaign_id, contributor_name, contributor_email, contributor_relationship, amount,
      currency, payment_status, payment_method, platform_fee, processing_fee, revenue, payout_amount,
      confirmation_code, created_at)
    select c.id, 'Giver ' || n, 'giver' || n || '@example.com', 'Friend', (100 + n % 900)::numeric(12, 2),
      c.campaign_currency, case when n % 20 = 0 then 'pending_review' when n % 50 = 1 then 'failed' else 'succeeded' end,
      case when n % 10 = 0 then 'mobile_wallet' else 'card' end,
      case when n % 10 = 0 then 0 else round((100 + n % 900) * 0.06, 2) end,
      case when n % 10 = 0 then 0 else round((100 + n % 900) * 0.029 + 0.30, 2) end,
      case when n % 10 = 0 then 0 else round((100 + n % 900) * 0.06, 2) end,
      (100 + n % 900)::numeric(12, 2), case when n % 10 = 0 then 'QK' || n end,
      now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
    from generate_series(1, ${size.contributions}) n
    join campaigns c on c.custom_url = 'bench-campaign-' || (1 + n % ${size.campaigns})`);
  await db.execute(sql`
    insert into campaign_views (campaign_id, visitor_hash, viewed_on, created_at)
    select c.id, md5(n::text), (current_date - (n % 30))::date, now() - (n % 30) * interval '1 day'
    from generate_series(1, ${size.views}) n
    join campaigns c on c.custom_url = 'bench-campaign-' || (1 + (n * 7) % ${size.campaigns})`);
  await db.execute(sql`
    insert into payout_schedule (campaign_id, campaign_name, recipient_name, payout_method, total_amount,
      payout_amount, status, payout_deadline, created_at)
    select c.id, c.deceased_name, c.recipient_name, 'mobile_money', 1000, 890, case when n % 4 = 0 then 'completed' else 'pending' end,
      now() + (n % 10 - 5) * interval '1 day', now() - (n % 30) * interval '1 day'
    from generate_series(1, ${size.payouts}) n
    join campaigns c on c.custom_url = 'bench-campaign-' || n`);
  await db.execute(sql`
    insert into audit_log (action, entity_type, entity_id, user_id, details, ip_address, created_at)
    select (array['campaign.update','contribution.confirm','payout.request','admin.sign_in'])[1 + n % 4], 'campaign',
      1 + n % ${size.campaigns}, u.id, jsonb_build_object('n', n), '198.51.100.' || (n % 250),
      now() - (n % 365) * interval '1 day'
    from generate_series(1, ${size.auditRows}) n
    join users u on u.email = 'member' || (1 + n % ${size.users}) || '@example.com'`);
  await rebuildViewCounts(db);
  await db.execute(sql`analyze`);
  return createAdminSession(db, admin.id);
}
