/** @vitest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { removeEmojiAndTrim } from '@shared/input';
import { ja } from '@shared/messages';
import { FormTextarea } from '../../../../../src-renderer/components/form/FormTextarea';
import type { FormTextareaProps } from '../../../../../src-renderer/components/form/FormTextarea';
import { renderBoundField } from '../../support/boundField';
import { sourcesMatching } from '../../support/sources';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

interface Values {
  note: string;
}

type Extra = Partial<Omit<FormTextareaProps<Values, Values>, 'form' | 'name'>>;

const open = (saved: string, extra: Extra = {}) =>
  renderBoundField<Values>({ note: saved }, (form) => (
    <FormTextarea form={form} name="note" label="備考" minRows={2} {...extra} />
  ));

const textarea = () => screen.getByRole('textbox', { name: /備考/ });

describe('FormTextarea (a free-text field of a form)', () => {
  it('shows the saved text and keeps what is typed', () => {
    const form = open('駐車場あり');
    expect(textarea()).toHaveValue('駐車場あり');
    fireEvent.change(textarea(), { target: { value: '駐車場なし' } });
    expect(form().getValues('note')).toBe('駐車場なし');
  });

  it('normalises what was typed when it loses focus, where the form asks', () => {
    const form = open('', { normalise: removeEmojiAndTrim });
    fireEvent.change(textarea(), { target: { value: '  営業中😀  ' } });
    fireEvent.blur(textarea());
    expect(form().getValues('note')).toBe(removeEmojiAndTrim('  営業中😀  '));
  });

  it("shows the 必須 badge when required and the field's error under it", async () => {
    const form = open('', { required: true });
    expect(screen.getByText(ja.pages.required)).toBeInTheDocument();
    await act(async () => form().setError('note', { message: '備考を入力してください。' }));
    expect(screen.getByText('備考を入力してください。')).toBeInTheDocument();
  });

  it('is every form textarea: each screen using it, none labelling and registering one itself', () => {
    expect(sourcesMatching('src-renderer', /\.tsx$/, /<FormTextarea\b/)).toEqual([
      'src-renderer/features/coupons/form/CouponFormBody.tsx',
      'src-renderer/features/news/NewsCreatePage.tsx',
      'src-renderer/features/notifications/NotificationCreatePage.tsx',
      'src-renderer/features/service-settings/ServiceAppFields.tsx',
      'src-renderer/features/shop-content/GalleryFields.tsx',
      'src-renderer/features/shop-content/MenuFields.tsx',
      'src-renderer/features/store-settings/BasicSettingsForm.tsx',
      'src-renderer/features/store-settings/DetailSettingsForm.tsx',
      'src-renderer/features/stores/form/StoreInfoFields.tsx',
    ]);
    expect(sourcesMatching('src-renderer', /\.tsx$/, /<Textarea\s+label=\{<FieldLabel/)).toEqual([
      'src-renderer/components/form/FormTextarea.tsx',
    ]);
  });
});
