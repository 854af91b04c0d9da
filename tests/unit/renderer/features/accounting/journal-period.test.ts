import { describe, expect, it } from 'vitest';
import {
  cutoffLabel,
  initialJournalRequest,
  journalInputErrors,
  journalQueryOf,
  lastMonthOf,
} from '../../../../../src-renderer/features/accounting/journalPeriod';

describe('the journal request of the export screen', () => {
  it('starts on last month, every shop', () => {
    expect(lastMonthOf('2026-01-15')).toBe('2025-12-01');
    expect(initialJournalRequest('2026-03-31')).toEqual({
      mode: 'month',
      month: '2026-02-01',
      from: '2026-02-01',
      to: '2026-02-28',
      shopIds: null,
    });
  });

  it('asks for a month as its first to last day, shops sorted as ids', () => {
    const month = { ...initialJournalRequest('2024-03-10'), shopIds: ['12', '3'] };
    expect(journalQueryOf(month)).toEqual({ from: '2024-02-01', to: '2024-02-29', shopIds: '3,12' });
    expect(
      journalQueryOf({ ...month, mode: 'range', from: '2024-01-05', to: '2024-01-20', shopIds: null }),
    ).toEqual({
      from: '2024-01-05',
      to: '2024-01-20',
    });
  });

  it('checks what the API checks, with the catalogue messages', () => {
    const base = initialJournalRequest('2025-07-01');
    expect(journalInputErrors(base)).toEqual({});
    expect(journalInputErrors({ ...base, mode: 'range', from: '2025-06-10', to: '2025-06-01' })).toEqual({
      to: '終了日（営業日）は開始日（営業日）以降の日付を指定してください。',
    });
    expect(journalInputErrors({ ...base, mode: 'range', from: '2024-06-01', to: '2025-06-02' })).toEqual({
      to: '対象期間は366日以内で指定してください。',
    });
    expect(journalInputErrors({ ...base, mode: 'range', from: '', to: '' })).toEqual({
      from: '開始日（営業日）を入力してください。',
      to: '終了日（営業日）を入力してください。',
    });
    expect(journalInputErrors({ ...base, shopIds: [] })).toEqual({ shopIds: '対象店舗を選択してください。' });
  });

  it('shows the business day start as hours and minutes, midnight as the calendar day', () => {
    expect(cutoffLabel(0)).toBe('0:00（暦日どおり）');
    expect(cutoffLabel(240)).toBe('4:00');
    expect(cutoffLabel(690)).toBe('11:30');
  });
});
