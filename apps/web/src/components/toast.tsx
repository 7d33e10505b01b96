import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './toast.module.css';

/** platform-core.md §8, §9: toasts auto-close after 10 s (SH-042). */
export const TOAST_LIFETIME_MS = 10_000;

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(message: string, tone: ToastTone = 'info'): number {
  const id = nextId++;
  items = [...items, { id, message, tone }];
  emit();
  return id;
}

/**
 * engagement.md §8 (ERR-006): an unexpected failure of a player's action (a 5xx, a dropped
 * connection) shows the "something went wrong" warning; expected refusals say their own words.
 */
export function useSomethingWentWrong(): () => void {
  const { t } = useTranslation();
  return useCallback(() => void showToast(t('TOAST.SOMETHING_WENT_WRONG'), 'warning'), [t]);
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

/** Test helper. */
export function clearToasts(): void {
  items = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getItems = () => items;

const toneIcon = { info: 'info', success: 'check', warning: 'alert', error: 'alert' } as const;

function Toast({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), TOAST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  return (
    <div
      className={[styles.toast, styles[item.tone]].join(' ')}
      role={item.tone === 'error' || item.tone === 'warning' ? 'alert' : 'status'}
    >
      <Icon name={toneIcon[item.tone]} className={styles.icon} />
      <p className={styles.message}>{item.message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        onClick={() => dismissToast(item.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/** The toast region; rendered once by the app shell. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const current = useSyncExternalStore(subscribe, getItems, getItems);
  return (
    <div className={styles.region} aria-live="polite">
      {current.map((item) => (
        <Toast key={item.id} item={item} closeLabel={closeLabel} />
      ))}
    </div>
  );
}
