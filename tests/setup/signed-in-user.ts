import type { Database } from '../../db/client.server';
import { createSession } from '../../domain/accounts/sessions.server';
import { createUser } from '../../seed/factories';
import { SESSION_COOKIE } from '../../server/http/session-cookie';

/** A user and the Cookie header of a live session for them, for API tests. */
export async function createSignedInUser(db: Database, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const sessionId = await createSession(db, user.id);
  return { user, cookie: `${SESSION_COOKIE}=${sessionId}` };
}
