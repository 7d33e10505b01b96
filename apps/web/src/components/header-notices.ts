import { useSyncExternalStore } from 'react';
import type { IconName } from './icon';

/**
 * Header notices (platform-core.md §3 Header notice, §4; SH-037): `{icon, message, link{text,
 * fn}, id}`. Any feature pushes one (e.g. the unconfirmed e-mail notice of the accounts issue);
 * the shell shows only the last.
 */
export interface HeaderNotice {
  id: string;
  icon?: IconName;
  message: string;
  link?: { text: string; fn: () => void | Promise<void> };
  /** Shows a dismiss button that removes the notice. */
  dismissable?: boolean;
}

let notices: HeaderNotice[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Adds a notice, replacing one with the same id (it moves to the end: it is now the last). */
export function pushHeaderNotice(notice: HeaderNotice): void {
  notices = [...notices.filter((item) => item.id !== notice.id), notice];
  emit();
}

export function removeHeaderNotice(id: string): void {
  notices = notices.filter((item) => item.id !== id);
  emit();
}

export function clearHeaderNotices(): void {
  notices = [];
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getNotices = () => notices;

export function useHeaderNotices(): readonly HeaderNotice[] {
  return useSyncExternalStore(subscribe, getNotices, getNotices);
}
