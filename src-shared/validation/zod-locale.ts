import { z } from 'zod';

/**
 * Makes zod's own fallback messages Japanese (a wrong type, say, where no rule of ours
 * speaks). Each process calls it once at start-up; our rules carry catalogue messages anyway.
 */
export function configureZodJapanese(): void {
  z.config(z.locales.ja());
}
