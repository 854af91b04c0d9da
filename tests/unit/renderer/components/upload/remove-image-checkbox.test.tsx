/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RemoveImageCheckbox } from '../../../../../src-renderer/components/upload/RemoveImageCheckbox';
import { renderWithMantine } from '../../support/render';

function Form({ removeImage }: { removeImage: number }) {
  const form = useForm<{ removeImage?: number }>({ defaultValues: { removeImage } });
  const flag = useWatch({ control: form.control, name: 'removeImage' });
  return (
    <FormProvider {...form}>
      <RemoveImageCheckbox label="登録済みの画像を削除する" />
      <output data-testid="flag">{String(flag)}</output>
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
    expect(screen.getByTestId('flag')).toHaveTextContent('1');
    fireEvent.click(box);
    expect(screen.getByTestId('flag')).toHaveTextContent('0');
  });

  it('starts ticked when the form already asks for the removal', () => {
    renderWithMantine(<Form removeImage={1} />);
    expect(screen.getByRole('checkbox', { name: '登録済みの画像を削除する' })).toBeChecked();
  });
});
