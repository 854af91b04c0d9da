/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { CallFailure } from '@shared/ipc';
import { CallError } from '../../../../../src-renderer/bridge/call';
import { AlertList } from '../../../../../src-renderer/platform/alerts/AlertList';
import { AlertsProvider } from '../../../../../src-renderer/platform/alerts/AlertsProvider';
import { createAlertStore } from '../../../../../src-renderer/platform/alerts/alertStore';
import { ConflictNotice } from '../../../../../src-renderer/components/form/ConflictNotice';
import { useFormPage } from '../../../../../src-renderer/components/form/useFormPage';
import { renderWithMantine } from '../../support/render';

const schema = z.object({
  name: z.string().min(1, '名前を入力してください。'),
  image: z.string(),
  account: z.object({ sub: z.string() }),
});

function failure(
  status: number,
  errors: CallFailure['errors'],
  message = '入力内容に誤りがあります。',
): CallError {
  return new CallError({ status, kind: 'http', message, errors });
}

function Form({
  submit,
  onReload,
}: {
  submit: (values: z.output<typeof schema>) => Promise<unknown>;
  onReload?: () => void;
}) {
  const page = useFormPage({
    schema,
    defaultValues: { name: '既存の名前', image: '', account: { sub: '' } },
    submit,
    successMessage: '更新しました。',
  });
  return (
    <form onSubmit={page.onSubmit}>
      <AlertList />
      <ConflictNotice message={page.conflict} onReload={onReload ?? (() => undefined)} />
      <label htmlFor="name">名前</label>
      <input id="name" {...page.form.register('name')} />
      {page.form.formState.errors.name && <p role="note">{page.form.formState.errors.name.message}</p>}
      <label htmlFor="sub">補助科目</label>
      <input id="sub" {...page.form.register('account.sub')} />
      {page.form.formState.errors.account?.sub && (
        <p role="status">{page.form.formState.errors.account.sub.message}</p>
      )}
      <button type="submit" disabled={page.submitting}>
        更新
      </button>
    </form>
  );
}

function renderForm(props: Parameters<typeof Form>[0]) {
  const alerts = createAlertStore();
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Form {...props} /> },
      { path: '/403', element: <p>forbidden page</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <AlertsProvider store={alerts}>
        <RouterProvider router={router} />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { alerts, router };
}

const submitForm = () => fireEvent.click(screen.getByRole('button', { name: '更新' }));

describe('form page kit', () => {
  it('puts a 422 message on its field, shows it as an alert and focuses the field', async () => {
    const submit = vi
      .fn()
      .mockRejectedValue(failure(422, [{ name: 'name', message: '名前は既に使われています。' }]));
    const { alerts } = renderForm({ submit });
    submitForm();
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('名前は既に使われています。'));
    expect(alerts.getSnapshot().map((alert) => [alert.type, alert.message])).toEqual([
      ['error', '名前は既に使われています。'],
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('名前'));
  });

  it('puts a 422 message of a nested field (named with dots) on that field', async () => {
    const submit = vi
      .fn()
      .mockRejectedValue(
        failure(422, [{ name: 'account.sub', message: '補助科目に使用できない文字が含まれています。' }]),
      );
    renderForm({ submit });
    submitForm();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('補助科目に使用できない文字が含まれています。'),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('補助科目'));
  });

  it('raises the image-error alert for a field whose name starts with image', async () => {
    const submit = vi
      .fn()
      .mockRejectedValue(failure(422, [{ name: 'image', message: '画像の形式が正しくありません。' }]));
    const { alerts } = renderForm({ submit });
    submitForm();
    await waitFor(() => expect(alerts.getSnapshot()).toHaveLength(1));
    expect(alerts.getSnapshot()[0]).toMatchObject({
      customId: 'image',
      message: '画像の形式が正しくありません。',
    });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('clears earlier alerts on each write and shows the success alert', async () => {
    const submit = vi.fn().mockResolvedValue({ ok: true });
    const { alerts } = renderForm({ submit });
    alerts.add({ message: '前のエラー', type: 'error' });
    submitForm();
    await waitFor(() =>
      expect(alerts.getSnapshot().map((alert) => alert.message)).toEqual(['更新しました。']),
    );
    expect(submit).toHaveBeenCalledWith(
      { name: '既存の名前', image: '', account: { sub: '' } },
      expect.anything(),
    );
  });

  it('keeps the 409 message with a reload action instead of an alert', async () => {
    const onReload = vi.fn();
    const submit = vi.fn().mockRejectedValue(failure(409, [], '他のユーザーによって既に更新されています。'));
    renderForm({ submit, onReload });
    submitForm();
    await waitFor(() =>
      expect(screen.getByTestId('conflict-notice')).toHaveTextContent(
        '他のユーザーによって既に更新されています。',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '最新の内容を読み込む' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('goes to the 403 page when the write is forbidden', async () => {
    const submit = vi.fn().mockRejectedValue(failure(403, [], '権限がありません。'));
    renderForm({ submit });
    submitForm();
    await waitFor(() => expect(screen.getByText('forbidden page')).toBeInTheDocument());
  });

  it('validates on the client with the schema before calling the server', async () => {
    const submit = vi.fn();
    renderForm({ submit });
    fireEvent.change(screen.getByLabelText('名前'), { target: { value: '' } });
    submitForm();
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('名前を入力してください。'));
    expect(submit).not.toHaveBeenCalled();
  });
});
