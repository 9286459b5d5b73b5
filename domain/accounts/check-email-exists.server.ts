import type { Database } from '../../db/client.server';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import { findUserByEmail } from './find-user-by-email.server';

/** The creation dialog asks this before the password step (spec part 1 §4); limited per address (it enumerates). */
export async function checkEmailExists(
  db: Database,
  email: string,
  { limiters, ipAddress }: { limiters: Limiters; ipAddress: string },
): Promise<boolean> {
  await limiterFor(limiters, 'checkEmailPerIp').consume(ipAddress);
  return (await findUserByEmail(db, email)) !== null;
}
