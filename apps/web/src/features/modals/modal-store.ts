import { useSyncExternalStore } from 'react';

/**
 * The modal stack (platform-core.md §2.4, §4 Modal stack; requirements SH-024..SH-028):
 * one entry per name, body scroll locked while any is open, and the overlay kept 100 ms after
 * the last one closes unless it was closed immediately.
 */
export type ModalName =
  | 'login'
  | 'registration'
  | 'remind'
  | 'new-password'
  | 'email-verify'
  | 'confirmation'
  | 'cashbox-dashboard'
  | 'cashbox-withdraw'
  | 'cashbox-deposit'
  | 'cashbox-deposit-fast'
  | 'cashbox-deposit-bonus'
  | 'support'
  | 'personal-info'
  | 'profile-data'
  | 'limits'
  | 'new-provider'
  | 'ios-webview-exit'
  | 'pwa-install'
  | 'terms'
  | 'sport'
  | 'sport-login'
  | 'sport-registration'
  | 'search'
  | 'geo-restricted';

export const MODAL_NAMES: readonly ModalName[] = [
  'login',
  'registration',
  'remind',
  'new-password',
  'email-verify',
  'confirmation',
  'cashbox-dashboard',
  'cashbox-withdraw',
  'cashbox-deposit',
  'cashbox-deposit-fast',
  'cashbox-deposit-bonus',
  'support',
  'personal-info',
  'profile-data',
  'limits',
  'new-provider',
  'ios-webview-exit',
  'pwa-install',
  'terms',
  'sport',
  'sport-login',
  'sport-registration',
  'search',
  'geo-restricted',
];

export function isModalName(value: string): value is ModalName {
  return (MODAL_NAMES as readonly string[]).includes(value);
}

export type ModalProps = Record<string, unknown>;

export interface OpenOptions {
  /** Overrides the registered dismissable flag (e.g. terms forced by auth_fields_missed). */
  dismissable?: boolean;
  /** Called instead of a plain close when the player dismisses it (route modals navigate). */
  onDismiss?: () => void;
  /** Hide the close button (betting routes inside an iframe, RT-063). */
  hideClose?: boolean;
}

export interface ModalEntry extends OpenOptions {
  name: ModalName;
  props: ModalProps;
}

export interface CloseOptions {
  immediate?: boolean;
}

/** platform-core.md §9: modal overlay hide delay. */
export const OVERLAY_HIDE_DELAY_MS = 100;

interface State {
  stack: ModalEntry[];
  overlayVisible: boolean;
}

let state: State = { stack: [], overlayVisible: false };
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

export type ModalEvent = { type: 'open' | 'close'; name: ModalName };
const eventListeners = new Set<(event: ModalEvent) => void>();

function set(next: State) {
  state = next;
  document.body.style.overflow = next.stack.length > 0 ? 'hidden' : '';
  for (const listener of listeners) listener();
}

function emit(event: ModalEvent) {
  for (const listener of eventListeners) listener(event);
}

export function openModal(name: ModalName, props: ModalProps = {}, options: OpenOptions = {}) {
  if (state.stack.some((entry) => entry.name === name)) return;
  clearTimeout(hideTimer);
  set({ stack: [...state.stack, { name, props, ...options }], overlayVisible: true });
  emit({ type: 'open', name });
}

export function closeModal(name: ModalName, options: CloseOptions = {}) {
  if (!state.stack.some((entry) => entry.name === name)) return;
  const stack = state.stack.filter((entry) => entry.name !== name);
  const keepOverlay = stack.length === 0 && !options.immediate;
  set({ stack, overlayVisible: stack.length > 0 || keepOverlay });
  if (keepOverlay) {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      if (state.stack.length === 0) set({ stack: state.stack, overlayVisible: false });
    }, OVERLAY_HIDE_DELAY_MS);
  }
  emit({ type: 'close', name });
}

export function closeAllModals(options: CloseOptions = {}) {
  for (const entry of [...state.stack].reverse()) closeModal(entry.name, options);
}

export function getModalState(): Readonly<State> {
  return state;
}

export function subscribeModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Open and close events, for the iframe bridge (SH-047). */
export function onModalEvent(listener: (event: ModalEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** Test helper: empty stack, no overlay, no timer. */
export function resetModals() {
  clearTimeout(hideTimer);
  set({ stack: [], overlayVisible: false });
}

export interface UseModals {
  stack: ModalEntry[];
  overlayVisible: boolean;
  open: (name: ModalName, props?: ModalProps, options?: OpenOptions) => void;
  close: (name: ModalName, options?: CloseOptions) => void;
  closeAll: (options?: CloseOptions) => void;
}

export function useModals(): UseModals {
  const snapshot = useSyncExternalStore(subscribeModals, getModalState, getModalState);
  return {
    stack: snapshot.stack,
    overlayVisible: snapshot.overlayVisible,
    open: openModal,
    close: closeModal,
    closeAll: closeAllModals,
  };
}
