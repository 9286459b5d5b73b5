import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { BASE_LOCALE, type Locale, storedLocale } from '../shared/locales';

/** Where and in which language the campaign's organizer is written to. */
export interface OrganizerAddress {
  email: string;
  locale: Locale;
}

/**
 * The organizer's address and language from their account (decision 030: every e-mail to an account is in its
 * language); the campaign's copy of the address, in English, only if the account is gone.
 */
export async function organizerOf(
  db: Database,
  campaign: { organizerId: number; organizerEmail: string },
): Promise<OrganizerAddress> {
  const [organizer] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, campaign.organizerId));
  return organizer
    ? { email: organizer.email, locale: storedLocale(organizer.locale) }
    : { email: campaign.organizerEmail, locale: BASE_LOCALE };
}
