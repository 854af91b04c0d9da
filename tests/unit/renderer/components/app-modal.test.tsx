/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppModal, OPEN_MODAL_BODY_CLASS } from '../../../../src-renderer/components/AppModal';
import { renderWithMantine } from '../support/render';

function Harness({ header, footer }: { header?: string; footer?: string }) {
  const [opened, setOpened] = useState(true);
  return (
    <AppModal opened={opened} onClose={() => setOpened(false)} header={header} footer={footer}>
      <p>本文</p>
    </AppModal>
  );
}

describe('AppModal', () => {
  it('marks the page body while open and removes the mark on close', async () => {
    renderWithMantine(<Harness header="確認" />);
    expect(screen.getByText('本文')).toBeInTheDocument();
    expect(document.body).toHaveClass(OPEN_MODAL_BODY_CLASS);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('本文')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass(OPEN_MODAL_BODY_CLASS);
  });

  it('closes on a click on the backdrop', async () => {
    renderWithMantine(<Harness />);
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.mouseDown(overlay!);
    fireEvent.click(overlay!);
    await waitFor(() => expect(screen.queryByText('本文')).not.toBeInTheDocument());
  });

  it('shows header and footer only when given', () => {
    renderWithMantine(<Harness header="見出し" footer="フッター" />);
    expect(screen.getByText('見出し')).toBeInTheDocument();
    expect(screen.getByText('フッター')).toBeInTheDocument();
  });
});

describe('AppModal: the open-modal mark with two modals', () => {
  function TwoModals() {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(true);
    return (
      <>
        <AppModal opened={outer} onClose={() => setOuter(false)} header="外側">
          <button onClick={() => setOuter(false)}>外側を閉じる</button>
        </AppModal>
        <AppModal opened={inner} onClose={() => setInner(false)} header="内側">
          <button onClick={() => setInner(false)}>内側を閉じる</button>
        </AppModal>
      </>
    );
  }

  it('keeps the mark while any modal is open and removes it with the last', async () => {
    renderWithMantine(<TwoModals />);
    expect(document.body).toHaveClass(OPEN_MODAL_BODY_CLASS);
    fireEvent.click(screen.getByRole('button', { name: '内側を閉じる' }));
    await waitFor(() => expect(screen.queryByText('内側を閉じる')).not.toBeInTheDocument());
    expect(document.body).toHaveClass(OPEN_MODAL_BODY_CLASS);
    fireEvent.click(screen.getByRole('button', { name: '外側を閉じる' }));
    await waitFor(() => expect(screen.queryByText('外側を閉じる')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass(OPEN_MODAL_BODY_CLASS);
  });
});
