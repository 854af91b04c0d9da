/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { channelKey, channelQuery } from '../../../../../src-renderer/bridge/channelQuery';
import { useRecordEditor } from '../../../../../src-renderer/components/form/useRecordEditor';
import { AlertList } from '../../../../../src-renderer/platform/alerts/AlertList';
import { AlertsProvider } from '../../../../../src-renderer/platform/alerts/AlertsProvider';
import { createAlertStore } from '../../../../../src-renderer/platform/alerts/alertStore';
import type { RecordEditorOptions } from '../../../../../src-renderer/components/form/useRecordEditor';
import { makeShopDetail } from '../../support/fixtures';
import { renderWithMantine } from '../../support/render';

const schema = z.object({ storeName: z.string().min(1, '名前を入力してください。') });
const saved = makeShopDetail(7, { storeName: '新しい名前', updatedAt: '2026-11-28T10:00:00+09:00' });

function Editor({ backTo, onSaved }: { backTo?: string; onSaved?: () => void }) {
  const page = useRecordEditor({
    schema,
    defaultValues: { storeName: '古い名前' },
    submit: async (values) => ({
      message: '店舗を更新しました。',
      data: { ...saved, storeName: values.storeName },
    }),
    invalidate: ['stores.list', 'stores.all'],
    record: channelKey('stores.get', { subdomain: 'demo', id: 7 }),
    backTo,
    onSaved,
  });
  return (
    <form onSubmit={page.onSubmit}>
      <AlertList />
      <label htmlFor="name">名前</label>
      <input id="name" {...page.form.register('storeName')} />
      <button type="submit">更新</button>
    </form>
  );
}

/** A query client holding a list page, the shops of the map, a genre list and the record being edited. */
async function seededClient() {
  window.bridge = {
    invoke: vi.fn((channel: string) => Promise.resolve({ ok: true, data: { channel } })),
    on: () => () => undefined,
  } as unknown as typeof window.bridge;
  const queryClient = new QueryClient();
  await queryClient.fetchQuery(channelQuery('stores.list', { subdomain: 'demo' }));
  await queryClient.fetchQuery(channelQuery('stores.all', { subdomain: 'demo', noPaginate: true }));
  await queryClient.fetchQuery(channelQuery('genres.list', {}));
  queryClient.setQueryData(channelKey('stores.get', { subdomain: 'demo', id: 7 }), {
    data: makeShopDetail(7, { storeName: '古い名前' }),
    shop: { name: '渋谷店' },
  });
  return queryClient;
}

async function renderEditor(props: Parameters<typeof Editor>[0]) {
  const queryClient = await seededClient();
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor {...props} /> },
      { path: '/list', element: <p>一覧</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider store={createAlertStore()}>
        <RouterProvider router={router} />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

describe('useRecordEditor', () => {
  it('shows the answer message, reads the written lists again and puts the saved record in the detail answer', async () => {
    const onSaved = vi.fn();
    const { queryClient, router } = await renderEditor({ onSaved });
    fireEvent.change(screen.getByLabelText('名前'), { target: { value: '新しい名前' } });
    fireEvent.click(screen.getByRole('button', { name: '更新' }));

    expect(await screen.findByText('店舗を更新しました。')).toBeInTheDocument();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryState(channelKey('stores.list', { subdomain: 'demo' }))?.isInvalidated).toBe(
      true,
    );
    expect(
      queryClient.getQueryState(channelKey('stores.all', { subdomain: 'demo', noPaginate: true }))
        ?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState(channelKey('genres.list', {}))?.isInvalidated).toBe(false);
    // The saved record replaces the loaded one; what else the detail answer held stays.
    await waitFor(() =>
      expect(queryClient.getQueryData(channelKey('stores.get', { subdomain: 'demo', id: 7 }))).toEqual({
        data: saved,
        shop: { name: '渋谷店' },
      }),
    );
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('goes back where asked once saved', async () => {
    const { router } = await renderEditor({ backTo: '/list' });
    fireEvent.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText('一覧')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('saves nothing while the form is invalid', async () => {
    const { queryClient } = await renderEditor({ backTo: '/list' });
    fireEvent.change(screen.getByLabelText('名前'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '更新' }));
    // The resolver refuses it and focuses the field; no write, so nothing is read again.
    await waitFor(() => expect(screen.getByLabelText('名前')).toHaveFocus());
    expect(screen.queryByText('店舗を更新しました。')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(channelKey('stores.list', { subdomain: 'demo' }))?.isInvalidated).toBe(
      false,
    );
  });

  it("takes only a write whose answer carries the detail channel's record", () => {
    type Options<Result, D extends 'stores.get' | never> = RecordEditorOptions<typeof schema, D, Result>;
    const storeKey = channelKey('stores.get', { subdomain: 'demo', id: 7 });
    // The record option of an edit is the key of its detail channel.
    expectTypeOf(storeKey).toExtend<
      NonNullable<Options<{ message: string; data: typeof saved }, 'stores.get'>['record']>
    >();

    function EditorOf() {
      useRecordEditor({
        schema,
        defaultValues: { storeName: '' },
        submit: async () => ({ message: '店舗を更新しました。', data: saved }),
        invalidate: ['stores.list'],
        record: storeKey,
      });
      useRecordEditor({
        schema,
        defaultValues: { storeName: '' },
        // @ts-expect-error a coupon is not the shop the store detail holds
        submit: async () => ({ message: 'クーポンを更新しました。', data: { id: 7, name: 'クーポン' } }),
        invalidate: ['stores.list'],
        record: storeKey,
      });
      useRecordEditor({
        schema,
        defaultValues: { storeName: '' },
        // @ts-expect-error an answer without the record cannot replace the detail answer
        submit: async () => ({ message: '店舗を更新しました。' }),
        invalidate: ['stores.list'],
        record: storeKey,
      });
      return null;
    }
    expectTypeOf(EditorOf).returns.toBeNull();
  });
});
