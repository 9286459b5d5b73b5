import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
}
