export const ROLE_MASTER = 1;
export const ROLE_CLIENT = 2;
export const ROLE_STORE = 3;
export const ROLE_GROUP = 4;

export const ROLES = [ROLE_MASTER, ROLE_CLIENT, ROLE_STORE, ROLE_GROUP] as const;
export type Role = (typeof ROLES)[number];

/** The spec's names for the roles (not shown to users; the Japanese labels live in the catalogue). */
export const ROLE_NAMES = {
  [ROLE_MASTER]: 'master',
  [ROLE_CLIENT]: 'client',
  [ROLE_STORE]: 'store',
  [ROLE_GROUP]: 'group',
} as const satisfies Record<Role, string>;
export type RoleName = (typeof ROLE_NAMES)[Role];
