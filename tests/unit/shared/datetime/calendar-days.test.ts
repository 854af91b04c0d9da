import { describe, expect, it } from 'vitest';
import { REPORT_INTERVAL } from '@shared/constants';
import {
  addDays,
  daysBetween,
  endOfMonthDay,
  parseTypedDay,
  periodStart,
  periodsOf,
  sameDayLastMonth,
  startOfMonthDay,
} from '@shared/datetime';
import { inEveryMachineTimeZone } from '../support/time-zones';

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-01-01', '2025-03-01')).toBe(59);
    expect(daysBetween('2025-03-01', '2025-01-01')).toBe(-59);
  });

  it('finds the first and last day of a month and the same day a month before', () => {
    expect(startOfMonthDay('2025-07-19')).toBe('2025-07-01');
    expect(endOfMonthDay('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonthDay('2025-12-03')).toBe('2025-12-31');
    expect(sameDayLastMonth('2025-03-31')).toBe('2025-02-28');
    expect(sameDayLastMonth('2025-01-15')).toBe('2024-12-15');
  });

  it('starts weeks on Monday, and months and years on their first day', () => {
    expect(periodStart('2025-01-12', REPORT_INTERVAL.WEEKLY)).toBe('2025-01-06'); // a Sunday
    expect(periodStart('2025-01-13', REPORT_INTERVAL.WEEKLY)).toBe('2025-01-13'); // a Monday
    expect(periodStart('2025-08-20', REPORT_INTERVAL.MONTHLY)).toBe('2025-08-01');
    expect(periodStart('2025-08-20', REPORT_INTERVAL.YEARLY)).toBe('2025-01-01');
  });

  it('covers a range with periods, the first and last cut to it', () => {
    expect(periodsOf('2024-11-15', '2025-02-10', REPORT_INTERVAL.MONTHLY)).toEqual([
      { key: '2024-11-01', start: '2024-11-15', end: '2024-11-30' },
      { key: '2024-12-01', start: '2024-12-01', end: '2024-12-31' },
      { key: '2025-01-01', start: '2025-01-01', end: '2025-01-31' },
      { key: '2025-02-01', start: '2025-02-01', end: '2025-02-10' },
    ]);
    expect(periodsOf('2024-06-01', '2025-03-01', REPORT_INTERVAL.YEARLY)).toEqual([
      { key: '2024-01-01', start: '2024-06-01', end: '2024-12-31' },
      { key: '2025-01-01', start: '2025-01-01', end: '2025-03-01' },
    ]);
    expect(periodsOf('2025-01-08', '2025-01-08', REPORT_INTERVAL.WEEKLY)).toEqual([
      { key: '2025-01-06', start: '2025-01-08', end: '2025-01-08' },
    ]);
  });
});

inEveryMachineTimeZone(() => {
  it('counts days the same way (a summer-time change day is one day)', () => {
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-11-02', -1)).toBe('2025-11-01');
    expect(periodStart('2025-03-09', REPORT_INTERVAL.WEEKLY)).toBe('2025-03-03');
  });

  it('reads a day as people type it, and nothing that is not a real day', () => {
    for (const typed of [
      '2026/12/01',
      '2026-12-1',
      '2026.12.01',
      '20261201',
      '２０２６／１２／０１',
      '2026年12月1日',
      ' 2026 / 12 / 01 ',
    ]) {
      expect(parseTypedDay(typed), typed).toBe('2026-12-01');
    }
    expect(parseTypedDay('2028/02/29')).toBe('2028-02-29');
    for (const typed of ['2026/02/29', '2026/13/01', '2026/12/32', '12/01/2026', '2026/12', '', 'あした']) {
      expect(parseTypedDay(typed), typed).toBeNull();
    }
  });
});
