/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import TopCategoryCreatePage from '../../../../../src-renderer/features/shop-content/TopCategoryCreatePage';
import { installBridge, renderPage } from '../../support/harness';
import { sourcesMatching } from '../../support/sources';

const CONFLICT = '他のユーザーによって既に更新されています。';

describe('a create screen after a 409 (RecordCreateScreen)', () => {
  it('clears the notice on 再読み込み, leaving what was typed for another try', async () => {
    installBridge({
      'topCategories.create': () => {
        throw { status: 409, message: CONFLICT };
      },
    });
    renderPage(<TopCategoryCreatePage />, {
      route: 'topCategoryCreate',
      url: '/service/demo/top/category/create',
    });
    const name = await screen.findByRole('textbox', { name: new RegExp(ja.forms.contentCategory.name) });
    fireEvent.change(name, { target: { value: '季節の特集' } });
    fireEvent.click(screen.getByRole('button', { name: ja.actions.register }));
    expect(await screen.findByTestId('conflict-notice')).toHaveTextContent(CONFLICT);
    fireEvent.click(screen.getByRole('button', { name: ja.pages.conflictReload }));
    await waitFor(() => expect(screen.queryByTestId('conflict-notice')).toBeNull());
    expect(name).toHaveValue('季節の特集');
  });

  it('is left to the kit: no create screen wires the reload itself', () => {
    expect(
      sourcesMatching('src-renderer/features', /\.tsx$/, /<RecordCreateScreen\b[^>]*\bonReload=/),
    ).toEqual([]);
  });
});
