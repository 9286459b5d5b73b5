import type { Database } from '../../db/client.server';
import { findUserByEmail } from './find-user-by-email.server';

/** The creation dialog asks this before the password step (spec part 1 §4); the caller rate-limits it. */
export async function checkEmailExists(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== null;
}
