/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RemoveImageCheckbox } from '../../../../../src-renderer/components/upload/RemoveImageCheckbox';
import { renderWithMantine } from '../../support/render';

let latest: { removeImage?: number } = {};

function Form({ removeImage }: { removeImage: number }) {
  const form = useForm<{ removeImage?: number }>({ defaultValues: { removeImage } });
  latest = { removeImage: useWatch({ control: form.control, name: 'removeImage' }) };
  return (
    <FormProvider {...form}>
      <RemoveImageCheckbox label="登録済みの画像を削除する" />
    </FormProvider>
  );
}

describe('the remove-image checkbox of the forms with a saved image', () => {
  it('shows the form’s removeImage flag and writes 1 when ticked, 0 when cleared', () => {
    renderWithMantine(<Form removeImage={0} />);
    const box = screen.getByRole('checkbox', { name: '登録済みの画像を削除する' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(latest.removeImage).toBe(1);
    fireEvent.click(box);
    expect(latest.removeImage).toBe(0);
  });

  it('starts ticked when the form already asks for the removal', () => {
    renderWithMantine(<Form removeImage={1} />);
    expect(screen.getByRole('checkbox', { name: '登録済みの画像を削除する' })).toBeChecked();
  });
});
