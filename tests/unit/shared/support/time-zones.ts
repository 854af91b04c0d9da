import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Machine zones the Tokyo-time code must ignore: behind, equal to and ahead of Tokyo. */
export const MACHINE_TIME_ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'] as const;

/**
 * Runs `body` once per machine zone, with process.env.TZ set to it (Node re-reads TZ when it
 * changes), and checks first that the zone really took effect.
 */
export function inEveryMachineTimeZone(body: (zone: string) => void): void {
  describe.each(MACHINE_TIME_ZONES)('with the machine in %s', (zone) => {
    let saved: string | undefined;
    beforeAll(() => {
      saved = process.env.TZ;
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it('really runs in that zone', () => {
      const offsets: Record<string, number> = {
        UTC: 0,
        'America/Los_Angeles': 480,
        'Asia/Tokyo': -540,
        'Pacific/Kiritimati': -840,
      };
      expect(new Date('2024-01-15T00:00:00Z').getTimezoneOffset()).toBe(offsets[zone]);
    });

    body(zone);
  });
}
