/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { act, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ja } from '@shared/messages';
import { FormSelect } from '../../../../../src-renderer/components/form/FormSelect';
import type { FormSelectProps } from '../../../../../src-renderer/components/form/FormSelect';
import { renderWithMantine } from '../../support/render';
import { sourceFiles } from '../../support/sources';

interface Values {
  prefectureId: number | string | null;
}

const PREFECTURES = [
  { value: '13', label: '東京都' },
  { value: '27', label: '大阪府' },
];

type Extra = Partial<Omit<FormSelectProps<Values, unknown, Values>, 'control' | 'name'>>;

function open(saved: Values['prefectureId'], extra: Extra = {}) {
  let form: UseFormReturn<Values> | undefined;
  function Harness() {
    form = useForm<Values>({ defaultValues: { prefectureId: saved } });
    return (
      <FormSelect control={form.control} name="prefectureId" label="都道府県" data={PREFECTURES} {...extra} />
    );
  }
  renderWithMantine(<Harness />);
  return () => form!;
}

function choose(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /都道府県/ }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

const sources = (folder: string) => sourceFiles(folder, /\.tsx$/);

describe('FormSelect (a Select bound to a form field)', () => {
  it('shows a saved number as its option, and nothing for a field still empty', () => {
    open(27);
    expect(screen.getByRole('combobox', { name: /都道府県/ })).toHaveValue('大阪府');
  });

  it.each([null, ''])('shows no option while the field holds %j', (saved) => {
    open(saved);
    expect(screen.getByRole('combobox', { name: /都道府県/ })).toHaveValue('');
  });

  it('keeps the choice as the form wants it, then tells the screen', () => {
    const onChosen = vi.fn();
    const form = open(null, { toValue: (choice) => (choice === null ? null : Number(choice)), onChosen });
    choose('東京都');
    expect(form().getValues('prefectureId')).toBe(13);
    expect(onChosen).toHaveBeenCalledWith('13');
  });

  it('keeps the option itself by default', () => {
    const form = open(null);
    choose('大阪府');
    expect(form().getValues('prefectureId')).toBe('27');
  });

  it("shows the field's error, or the one the screen gives instead, and the 必須 badge when required", async () => {
    const form = open(null, { required: true });
    expect(screen.getByText(ja.pages.required)).toBeInTheDocument();
    await act(async () => form().setError('prefectureId', { message: '都道府県を選んでください。' }));
    expect(screen.getByText('都道府県を選んでください。')).toBeInTheDocument();
  });

  it('shows the error the screen gives instead of the field’s own', () => {
    open(null, { error: 'カテゴリがありません。' });
    expect(screen.getByText('カテゴリがありません。')).toBeInTheDocument();
  });

  it('is how every form select is bound: each screen using it, and no screen binding a Select itself', () => {
    const files = sources('src-renderer');
    const users = files.filter((path) => /<FormSelect\b/.test(readFileSync(path, 'utf8')));
    expect(users.map((path) => path.replace(/\\/g, '/')).sort()).toEqual([
      'src-renderer/components/address/AddressFields.tsx',
      'src-renderer/features/accounting/GeneralSettingsFields.tsx',
      'src-renderer/features/contracts/products/EstimateProductFormBody.tsx',
      'src-renderer/features/customers/PushSendFields.tsx',
      'src-renderer/features/news/NewsCreatePage.tsx',
      'src-renderer/features/notifications/NotificationCreatePage.tsx',
      'src-renderer/features/payments/EcEditForm.tsx',
      'src-renderer/features/service-settings/ServiceAppFields.tsx',
      'src-renderer/features/service-settings/ServiceBasicFields.tsx',
      'src-renderer/features/store-settings/DetailSettingsForm.tsx',
      'src-renderer/features/stores/form/ChoiceSelect.tsx',
      'src-renderer/features/users/ServiceSelect.tsx',
      'src-renderer/features/users/ShopSelect.tsx',
    ]);
    const ownBinding = files.filter((path) =>
      /render=\{\(\{ field(, fieldState)? \}\) => \(\s*<Select\b/.test(readFileSync(path, 'utf8')),
    );
    // The category select shows its extra 「新しいカテゴリを作る」 as chosen while the field is empty;
    // the accounting file's encoding and line-end selects keep the plain label of their table.
    expect(ownBinding.map((path) => path.replace(/\\/g, '/')).sort()).toEqual([
      'src-renderer/components/form/FormSelect.tsx',
      'src-renderer/features/accounting/TargetSettingsFields.tsx',
      'src-renderer/features/shop-content/CategorySelect.tsx',
    ]);
  });
});
