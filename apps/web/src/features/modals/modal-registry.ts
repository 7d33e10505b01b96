import type { ComponentType } from 'react';
import type { ModalName, ModalProps } from './modal-store';

/** What every registered modal component receives. */
export interface ModalComponentProps {
  /** The props given to `open(name, props)`. */
  props: ModalProps;
  /** Closes this modal (or dismisses it the way its opener asked, e.g. a route modal). */
  close: () => void;
}

export interface ModalDefinition {
  component: ComponentType<ModalComponentProps>;
  /** Translation key of the dialog's accessible name. */
  labelKey: string;
  /** false: Escape and overlay click do nothing (terms, SH-028). Default true. */
  dismissable?: boolean;
  /** full: full-screen at every width (auth popups, platform-core.md §2.4); otherwise only on mobile. */
  size?: 'full' | 'dialog';
}

const registry = new Map<ModalName, ModalDefinition>();

/** Registers (or replaces) the component drawn for a modal name; pass a React.lazy component. */
export function registerModal(name: ModalName, definition: ModalDefinition): void {
  registry.set(name, definition);
}

export function getModalDefinition(name: ModalName): ModalDefinition | undefined {
  return registry.get(name);
}

export function registeredModalNames(): ModalName[] {
  return [...registry.keys()];
}
