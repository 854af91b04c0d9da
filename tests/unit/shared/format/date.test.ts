import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeHyphen,
  formatDateUnpadded,
  formatInTokyo,
  formatMonth,
} from '@shared/format';
import { inEveryMachineTimeZone } from '../support/time-zones';

/** 2024-03-01 15:30 UTC is 2024-03-02 00:30 in Tokyo; 2024-12-31 15:05 UTC is New Year 00:05 in Tokyo. */
const ACROSS_THE_DAY = new Date('2024-03-01T15:30:00Z');
const ACROSS_THE_YEAR = '2024-12-31T15:05:00Z';

inEveryMachineTimeZone(() => {
  describe('date formatters', () => {
    it('formats yyyy/MM/dd in Tokyo', () => {
      expect(formatDate(ACROSS_THE_DAY)).toBe('2024/03/02');
      expect(formatDate(ACROSS_THE_YEAR)).toBe('2025/01/01');
    });

    it('formats yyyy/M/d in Tokyo', () => {
      expect(formatDateUnpadded(ACROSS_THE_DAY)).toBe('2024/3/2');
      expect(formatDateUnpadded('2024-11-20T03:00:00+09:00')).toBe('2024/11/20');
    });

    it('formats yyyy/MM/dd HH:mm in Tokyo', () => {
      expect(formatDateTime(ACROSS_THE_DAY)).toBe('2024/03/02 00:30');
      expect(formatDateTime(ACROSS_THE_YEAR)).toBe('2025/01/01 00:05');
    });

    it('formats yyyy-MM-dd HH:mm in Tokyo', () => {
      expect(formatDateTimeHyphen(ACROSS_THE_DAY)).toBe('2024-03-02 00:30');
    });

    it('formats yyyy/MM in Tokyo', () => {
      expect(formatMonth(new Date('2024-03-31T15:00:00Z'))).toBe('2024/04');
      expect(formatMonth(ACROSS_THE_YEAR)).toBe('2025/01');
    });

    it('reads API strings with +09:00 and plain Tokyo strings alike', () => {
      expect(formatDateTime('2024-03-02T00:30:00+09:00')).toBe('2024/03/02 00:30');
      expect(formatDateTime('2024-03-02 00:30')).toBe('2024/03/02 00:30');
      expect(formatDate(ACROSS_THE_DAY.getTime())).toBe('2024/03/02');
    });

    it('gives an empty string for nothing or an invalid date', () => {
      for (const value of [null, undefined, '', 'garbage', '2023-02-29']) {
        expect(formatDate(value)).toBe('');
        expect(formatInTokyo(value, 'dateTime')).toBe('');
      }
    });
  });
});
