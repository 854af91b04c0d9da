import { eq } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { AuditActor } from './scope';

/** A user as a line names them, read by id (work a job does for the user who asked), or null. */
export async function auditActorOf(db: Database, userId: number): Promise<AuditActor | null> {
  const [user] = await db
    .select({
      userId: users.id,
      role: users.role,
      serviceId: users.serviceId,
      shopId: users.shopId,
      nameSei: users.nameSei,
      nameMei: users.nameMei,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const { nameSei, nameMei, ...rest } = user;
  return { ...rest, role: rest.role as Role, name: `${nameSei} ${nameMei}` };
}
