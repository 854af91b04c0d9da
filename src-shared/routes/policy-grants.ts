import { ROLE_MASTER } from '../constants/roles';
import type { Role } from '../constants/roles';

/** What a client user may view beyond the basics (spec section 6): each switches a menu area on. */
export const CLIENT_POLICIES = ['summaryManagement', 'paymentHistory'] as const;
export type ClientPolicy = (typeof CLIENT_POLICIES)[number];

/**
 * The user who edits another user's policies: the logged-in user. Without an id (a backend
 * whose GET /account answers none) the console cannot tell the user's own record; the server
 * still refuses a change of one's own policies.
 */
export interface PolicyEditor {
  id?: number | undefined;
  role: Role;
  policies: Record<ClientPolicy, boolean>;
}

/**
 * Whether `editor` may change `policy` on the user `targetId` (null: a user being registered).
 * Nobody changes their own policies, and nobody grants or takes away a policy they do not hold
 * themselves; master users hold every policy. The console shows the others read-only, and the
 * server refuses a change of them.
 */
export function canChangePolicy(
  editor: PolicyEditor,
  targetId: number | null,
  policy: ClientPolicy,
): boolean {
  if (targetId !== null && editor.id !== undefined && targetId === editor.id) return false;
  return editor.role === ROLE_MASTER || editor.policies[policy];
}
