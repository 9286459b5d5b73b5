import type { users } from '../../db/schema';
import { displayNameOf } from './sessions.server';

/** The current user as the client sees it (spec part 1 §3, plus isAdmin). */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
}

export function toPublicUser(
  user: Pick<typeof users.$inferSelect, 'id' | 'username' | 'email' | 'isAdmin'>,
): PublicUser {
  return {
    id: user.id,
    username: displayNameOf({ username: user.username ?? '', email: user.email }),
    email: user.email,
    isAdmin: user.isAdmin,
  };
}
