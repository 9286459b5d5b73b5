import * as m from '../../paraglide/messages';
import { type Locale, type Message, messageIn } from '../shared/locales';

type Columns = readonly Message<object>[];

/** The admin CSV exports' columns, in order; each export writes them in the admin's language (csvHeaderIn). */
export const ADMIN_CSV_COLUMNS = {
  users: [
    m.admin_csv_id,
    m.admin_csv_username,
    m.admin_csv_email,
    m.admin_csv_email_verified,
    m.admin_csv_admin,
    m.admin_csv_banned,
    m.admin_csv_joined,
  ],
  views: [m.admin_csv_campaign_id, m.admin_csv_deceased, m.admin_csv_address, m.admin_csv_views],
  audit: [
    m.admin_csv_id,
    m.admin_csv_when,
    m.admin_csv_action,
    m.admin_csv_entity_type,
    m.admin_csv_entity_id,
    m.admin_csv_actor,
    m.admin_csv_details,
    m.admin_csv_ip,
    m.admin_csv_user_agent,
  ],
  campaigns: [
    m.admin_csv_id,
    m.admin_csv_deceased,
    m.admin_csv_address,
    m.admin_csv_organizer,
    m.admin_csv_organizer_email,
    m.admin_csv_status,
    m.admin_csv_currency,
    m.admin_csv_raised,
    m.admin_csv_goal,
    m.admin_csv_platform_fee,
    m.admin_csv_net,
    m.admin_csv_contributors,
    m.admin_csv_views,
    m.admin_csv_end_date,
    m.admin_csv_deleted,
  ],
  contributions: [
    m.admin_csv_id,
    m.admin_csv_contributor,
    m.admin_csv_contributor_email,
    m.admin_csv_campaign_id,
    m.admin_csv_campaign,
    m.admin_csv_organizer,
    m.admin_csv_organizer_email,
    m.admin_csv_campaign_deleted,
    m.admin_csv_amount,
    m.admin_csv_currency,
    m.admin_csv_payment_status,
    m.admin_csv_payment_method,
    m.admin_csv_test_payment,
    m.admin_csv_platform_fee,
    m.admin_csv_revenue,
    m.admin_csv_date,
  ],
  payoutSchedule: [
    m.admin_csv_payout_id,
    m.admin_csv_campaign_id,
    m.admin_csv_campaign,
    m.admin_csv_campaign_deleted,
    m.admin_csv_recipient,
    m.admin_csv_recipient_phone,
    m.admin_csv_recipient_country,
    m.admin_csv_payout_method,
    m.admin_csv_currency,
    m.admin_csv_total,
    m.admin_csv_platform_fee,
    m.admin_csv_processing_fee,
    m.admin_csv_payout_amount,
    m.admin_csv_requested,
    m.admin_csv_deadline,
    m.admin_csv_status,
    m.admin_csv_paid_on,
    m.admin_csv_transfer_reference,
    m.admin_csv_amount_paid,
    m.admin_csv_per_currency,
    m.admin_csv_notes,
  ],
} as const satisfies Record<string, Columns>;

/** A CSV's header row in `locale`; the cells below stay as stored (codes, ISO dates, amounts). */
export function csvHeaderIn(locale: Locale, columns: Columns): string[] {
  return columns.map((column) => messageIn(locale, column));
}
