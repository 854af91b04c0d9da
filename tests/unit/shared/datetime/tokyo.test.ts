import { describe, expect, it } from 'vitest';
import {
  endOfTokyoDay,
  isDateRangeOrdered,
  startOfTokyoDay,
  toInstant,
  toTokyoIso,
  tokyoDay,
  tokyoDayRange,
} from '@shared/datetime';
import { inEveryMachineTimeZone } from '../support/time-zones';

inEveryMachineTimeZone(() => {
  describe('toInstant', () => {
    it('reads a string without an offset as Tokyo time', () => {
      expect(toInstant('2024-03-01')?.toISOString()).toBe('2024-02-29T15:00:00.000Z');
      expect(toInstant('2024/03/01 10:00')?.toISOString()).toBe('2024-03-01T01:00:00.000Z');
      expect(toInstant('2024/3/1')?.toISOString()).toBe('2024-02-29T15:00:00.000Z');
    });

    it('keeps the offset a string carries', () => {
      expect(toInstant('2024-03-01T10:00:00+09:00')?.toISOString()).toBe('2024-03-01T01:00:00.000Z');
      expect(toInstant('2024-03-01T10:00:00Z')?.toISOString()).toBe('2024-03-01T10:00:00.000Z');
    });

    it('takes Date objects and epoch milliseconds as they are, without sharing the Date', () => {
      const date = new Date('2024-03-01T10:00:00Z');
      expect(toInstant(date)?.getTime()).toBe(date.getTime());
      expect(toInstant(date)).not.toBe(date);
      expect(toInstant(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    });

    it('answers null for nothing and for dates that do not exist', () => {
      for (const value of [
        null,
        undefined,
        '',
        'not a date',
        '2023-02-29',
        '2024-13-01',
        new Date(Number.NaN),
      ]) {
        expect(toInstant(value)).toBeNull();
      }
    });
  });

  describe('Tokyo days', () => {
    it('puts UTC 15:30 on the 1st on the 2nd in Tokyo', () => {
      expect(tokyoDay(new Date('2024-03-01T15:30:00Z'))).toBe('2024-03-02');
      expect(tokyoDay(new Date('2024-03-01T14:59:59Z'))).toBe('2024-03-01');
    });

    it('starts a day at 00:00:00 and ends it at 23:59:59 Tokyo time', () => {
      expect(startOfTokyoDay('2024-03-01')?.toISOString()).toBe('2024-02-29T15:00:00.000Z');
      expect(endOfTokyoDay('2024-03-01')?.toISOString()).toBe('2024-03-01T14:59:59.000Z');
      expect(startOfTokyoDay(new Date('2024-03-01T15:30:00Z'))?.toISOString()).toBe(
        '2024-03-01T15:00:00.000Z',
      );
      expect(startOfTokyoDay(null)).toBeNull();
      expect(endOfTokyoDay('')).toBeNull();
    });

    it('widens a range to whole days', () => {
      const range = tokyoDayRange('2024-12-31', '2025-01-01');
      expect(range.from?.toISOString()).toBe('2024-12-30T15:00:00.000Z');
      expect(range.to?.toISOString()).toBe('2025-01-01T14:59:59.000Z');
      expect(tokyoDayRange(null, '2025-01-01').from).toBeNull();
    });

    it('orders ranges by Tokyo day', () => {
      expect(isDateRangeOrdered('2024-03-01', '2024-03-01')).toBe(true);
      expect(isDateRangeOrdered('2024-03-01', '2024-02-29')).toBe(false);
      expect(isDateRangeOrdered(null, '2024-02-29')).toBe(true);
    });

    it('writes ISO 8601 with the Tokyo offset', () => {
      expect(toTokyoIso(new Date('2024-03-01T15:30:00Z'))).toBe('2024-03-02T00:30:00+09:00');
      expect(toTokyoIso(null)).toBeNull();
    });

    it('writes every instant as the time zone database (Intl) reads it in Tokyo', () => {
      const tokyo = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Tokyo',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'longOffset',
      });
      const reference = (instant: Date) => {
        const part = Object.fromEntries(tokyo.formatToParts(instant).map(({ type, value }) => [type, value]));
        const offset = String(part.timeZoneName).replace('GMT', '');
        return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
      };
      const step = 37 * 3_600_000 + 1_234_567;
      for (let time = Date.UTC(1952, 0, 1); time < Date.UTC(2100, 0, 1); time += step) {
        const instant = new Date(time);
        expect(toTokyoIso(instant)).toBe(reference(instant));
      }
    });
  });
});
