/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { act, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import { DateRangeFields } from '../../../../../src-renderer/components/form/DateRangeFields';
import { renderWithMantine } from '../../support/render';
import { sourceFiles } from '../../support/sources';

interface Period {
  startDate: string;
  endDate: string;
}

function open(saved: Period) {
  let form: UseFormReturn<Period> | undefined;
  function Harness() {
    form = useForm<Period>({ defaultValues: saved });
    return <DateRangeFields control={form.control} startLabel="開始日" endLabel="終了日" />;
  }
  renderWithMantine(<Harness />);
  return () => form!;
}

const sources = (folder: string) => sourceFiles(folder, /\.tsx$/);

describe('DateRangeFields (a period: its first and last day)', () => {
  it('shows both saved days, each field marked 必須', () => {
    open({ startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(screen.getAllByText(ja.pages.required)).toHaveLength(2);
    expect(screen.getByText('開始日')).toBeInTheDocument();
    expect(screen.getByText('終了日')).toBeInTheDocument();
    const shown = [...document.querySelectorAll('input')].map((input) => input.value).join(' ');
    expect(shown).toMatch(/2026.04.01/);
    expect(shown).toMatch(/2026.04.30/);
  });

  it('shows the error of the day that is wrong under that day', async () => {
    const form = open({ startDate: '2026-04-01', endDate: '' });
    await act(async () => form().setError('endDate', { message: '終了日を入力してください。' }));
    expect(screen.getByText('終了日を入力してください。')).toBeInTheDocument();
  });

  it('is the period of every form that has one (coupons, notifications)', () => {
    const users = sources('src-renderer').filter((path) =>
      /<DateRangeFields\b/.test(readFileSync(path, 'utf8')),
    );
    expect(users.map((path) => path.replace(/\\/g, '/')).sort()).toEqual([
      'src-renderer/features/coupons/form/CouponFormBody.tsx',
      'src-renderer/features/notifications/NotificationCreatePage.tsx',
    ]);
    const own = sources('src-renderer/features').filter((path) =>
      /name="startDate"[\s\S]*name="endDate"/.test(readFileSync(path, 'utf8')),
    );
    expect(own).toEqual([]);
  });
});
