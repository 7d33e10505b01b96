import { h } from '../lib/dom';

/** How long a toast stays on screen. */
const TOAST_MS = 3500;

export interface Notices {
  /** The live region, the toast and the dialog, to be put into the frame's root. */
  elements: HTMLElement[];
  /** Said to assistive technology only (the round's outcome). */
  announce(text: string): void;
  toast(text: string): void;
  /** A refusal the player must read: its title, its text, its buttons and an OK. */
  openDialog(title: string, text: string, buttons: HTMLButtonElement[]): void;
  closeDialog(): void;
  readonly isDialogOpen: boolean;
}

/** The frame's messages: a polite live region, an assertive toast, an alert dialog. */
export function createNotices(): Notices {
  const live = h('div', { class: 'gm-sr', attrs: { 'aria-live': 'polite', role: 'status' } });
  const toastBox = h('div', { class: 'gm-toast', attrs: { 'aria-live': 'assertive' } });
  const dialog = h('div', {
    class: 'gm-dialog',
    attrs: { hidden: true, role: 'alertdialog', 'aria-modal': 'true' },
  });

  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  function toast(text: string) {
    toastBox.textContent = text;
    toastBox.classList.add('is-shown');
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => toastBox.classList.remove('is-shown'), TOAST_MS);
  }

  function openDialog(title: string, text: string, buttons: HTMLButtonElement[]) {
    const close = h('button', {
      class: 'gm-btn gm-btn--ghost',
      text: 'OK',
      attrs: { type: 'button' },
      on: { click: () => (dialog.hidden = true) },
    });
    dialog.replaceChildren(
      h('div', { class: 'gm-dialog__card' }, [
        h('h2', { text: title, attrs: { id: 'gm-dialog-title' } }),
        h('p', { text }),
        h('div', { class: 'gm-dialog__buttons' }, [...buttons, close]),
      ]),
    );
    dialog.setAttribute('aria-labelledby', 'gm-dialog-title');
    dialog.hidden = false;
    (buttons[0] ?? close).focus();
  }

  return {
    elements: [live, toastBox, dialog],
    announce: (text) => void (live.textContent = text),
    toast,
    openDialog,
    closeDialog: () => void (dialog.hidden = true),
    get isDialogOpen() {
      return !dialog.hidden;
    },
  };
}
