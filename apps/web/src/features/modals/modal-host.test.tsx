import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from './modal-host';
import { registerModal } from './modal-registry';
import { closeModal, getModalState, openModal, resetModals } from './modal-store';

function Body({ close }: { close: () => void }) {
  return (
    <button type="button" onClick={close}>
      Done
    </button>
  );
}

beforeEach(() => {
  registerModal('support', { component: Body, labelKey: 'Support' });
  registerModal('terms', { component: Body, labelKey: 'Terms', dismissable: false });
});
afterEach(() => resetModals());

describe('modal stack (SH-025..SH-027)', () => {
  it('adds a modal once per name', () => {
    openModal('support');
    openModal('support');
    expect(getModalState().stack).toHaveLength(1);
  });

  it('locks body scroll while any modal is open', () => {
    openModal('support');
    openModal('terms');
    expect(document.body.style.overflow).toBe('hidden');
    closeModal('support');
    expect(document.body.style.overflow).toBe('hidden');
    closeModal('terms');
    expect(document.body.style.overflow).toBe('');
  });

  it('hides the overlay 100 ms after the last close, at once when immediate', () => {
    vi.useFakeTimers();
    render(<ModalHost />);
    act(() => openModal('support'));
    act(() => closeModal('support'));
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByTestId('modal-overlay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('modal-overlay')).not.toBeInTheDocument();

    act(() => openModal('support'));
    act(() => closeModal('support', { immediate: true }));
    expect(screen.queryByTestId('modal-overlay')).not.toBeInTheDocument();
  });
});

describe('ModalHost (accessible dialogs)', () => {
  it('closes on Escape and restores focus to the opener', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => openModal('support')}>
          Open
        </button>
        <ModalHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByRole('button', { name: 'APP.MODAL.CLOSE' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('traps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    act(() => openModal('support'));
    const done = await screen.findByRole('button', { name: 'Done' });
    const close = screen.getByRole('button', { name: 'APP.MODAL.CLOSE' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on an overlay click, except modals that are not dismissable (SH-028)', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    act(() => openModal('terms'));
    await screen.findByRole('dialog', { name: 'Terms' });
    await user.click(screen.getByTestId('modal-layer-terms'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    act(() => closeModal('terms', { immediate: true }));

    act(() => openModal('support'));
    await screen.findByRole('dialog', { name: 'Support' });
    await user.click(screen.getByTestId('modal-layer-support'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
