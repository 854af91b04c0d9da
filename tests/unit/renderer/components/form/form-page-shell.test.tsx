/** @vitest-environment jsdom */
import { Button, TextInput } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ja } from '@shared/messages';
import { CallError } from '../../../../../src-renderer/bridge/call';
import { AlertsProvider } from '../../../../../src-renderer/platform/alerts/AlertsProvider';
import { createAlertStore } from '../../../../../src-renderer/platform/alerts/alertStore';
import { FormPageShell } from '../../../../../src-renderer/components/form/FormPageShell';
import { FormSection } from '../../../../../src-renderer/components/form/FormSection';
import { useFormPage } from '../../../../../src-renderer/components/form/useFormPage';
import { renderWithMantine } from '../../support/render';

const schema = z.object({ name: z.string().min(1, '名前を入力してください。') });
type Values = z.output<typeof schema>;

/** A field in a section that reaches the form through its context, as the feature field groups do. */
function NameField() {
  const form = useFormContext<Values>();
  return <TextInput label="名前" {...form.register('name')} />;
}

interface ShellFormProps {
  submit: (values: Values) => Promise<unknown>;
  onReload?: () => void;
  dirtyOutsideForm?: boolean;
}

function ShellForm({ submit, onReload, dirtyOutsideForm }: ShellFormProps) {
  const page = useFormPage({ schema, defaultValues: { name: '既存の名前' }, submit });
  return (
    <FormPageShell
      page={page}
      submitLabel="保存"
      onReload={onReload}
      dirtyOutsideForm={dirtyOutsideForm}
      testId="shell-form"
      actions={<Button variant="default">削除</Button>}
      back={{ to: '/elsewhere', label: '一覧へ戻る' }}
    >
      <FormSection title="基本情報">
        <NameField />
      </FormSection>
    </FormPageShell>
  );
}

function renderShell(props: ShellFormProps) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <ShellForm {...props} /> },
      { path: '/elsewhere', element: <p>other page</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <AlertsProvider store={createAlertStore()}>
        <RouterProvider router={router} />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return router;
}

const leave = (router: ReturnType<typeof renderShell>) => act(() => router.navigate('/elsewhere'));
const submitButton = () => screen.getByRole('button', { name: '保存' });

describe('form page shell', () => {
  it('wraps the sections in one form whose fields reach the form context, and submits their values', async () => {
    const submit = vi.fn().mockResolvedValue({ message: '更新しました。' });
    renderShell({ submit });
    const form = screen.getByTestId('shell-form');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveTextContent('基本情報');
    fireEvent.change(screen.getByLabelText('名前'), { target: { value: '新しい名前' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: '新しい名前' }, expect.anything()));
  });

  it('puts the extra actions, then the way back, before the submit button, which shows loading while the write runs', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const submit = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    renderShell({ submit });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['削除', '保存']);
    const back = screen.getByRole('link', { name: '一覧へ戻る' });
    expect(back).toHaveAttribute('href', '/elsewhere');
    expect(screen.getByRole('button', { name: '削除' }).compareDocumentPosition(back)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(back.compareDocumentPosition(submitButton())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('data-loading', 'true'));
    await act(async () => finish({}));
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('data-loading'));
  });

  it('shows the 409 message above the sections with a reload of the latest record', async () => {
    const onReload = vi.fn();
    const submit = vi.fn().mockRejectedValue(
      new CallError({
        status: 409,
        kind: 'http',
        message: '他のユーザーによって既に更新されています。',
        errors: [],
      }),
    );
    renderShell({ submit, onReload });
    expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument();
    fireEvent.click(submitButton());
    const notice = await screen.findByTestId('conflict-notice');
    expect(notice).toHaveTextContent('他のユーザーによって既に更新されています。');
    expect(notice.compareDocumentPosition(screen.getByText('基本情報'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    fireEvent.click(screen.getByRole('button', { name: ja.pages.conflictReload }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('lets a form without changes be left at once', async () => {
    const router = renderShell({ submit: vi.fn() });
    await leave(router);
    expect(await screen.findByText('other page')).toBeInTheDocument();
  });

  it('asks before leaving a form with unsaved input, and stays when asked to', async () => {
    const router = renderShell({ submit: vi.fn() });
    fireEvent.change(screen.getByLabelText('名前'), { target: { value: '書きかけ' } });
    await leave(router);
    expect(await screen.findByText(ja.pages.unsavedChangesTitle)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ja.pages.stayOnPage }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit'));
    expect(screen.getByLabelText('名前')).toHaveValue('書きかけ');
  });

  it('counts input kept outside the form values (a picked image) as unsaved', async () => {
    const router = renderShell({ submit: vi.fn(), dirtyOutsideForm: true });
    await leave(router);
    expect(await screen.findByText(ja.pages.unsavedChangesTitle)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ja.pages.leavePage }));
    expect(await screen.findByText('other page')).toBeInTheDocument();
  });
});
