import { tokyoDay } from '@shared/datetime';

/** Which seeded demo database a test starts from. */
export type TemplateVariant = 'plain' | 'payments';

/** The demo databases the server suite's global set-up seeded once for the whole run. */
export interface DemoTemplates {
  /** When they were seeded (the seed's `now`). */
  seededAt: string;
  /** `dumpDataDir()` tarballs. */
  pglite: Record<TemplateVariant, string>;
  /** Template databases on the TEST_DATABASE_URL server. */
  postgres: Record<TemplateVariant, string> | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplates: DemoTemplates;
  }
}

/**
 * A copy is only as good as a fresh seed when both fall on the same Tokyo day: the demo data
 * places coupons, uses and payments relative to "today".
 */
export function templateStillFresh(templates: DemoTemplates, now: Date): boolean {
  return tokyoDay(templates.seededAt) === tokyoDay(now);
}
