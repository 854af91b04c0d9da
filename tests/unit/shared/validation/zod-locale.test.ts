import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { configureZodJapanese } from '@shared/validation';

describe('configureZodJapanese', () => {
  afterAll(() => {
    z.config(z.locales.en());
  });

  it("turns zod's own fallback messages Japanese", () => {
    expect(z.string().safeParse(1).error?.issues[0]?.message).toMatch(/^Invalid input/);
    configureZodJapanese();
    expect(z.string().safeParse(1).error?.issues[0]?.message).toMatch(/^無効な入力/);
  });
});
