import { useEffect } from 'react';
import {
  closeModal,
  openModal,
  type ModalName,
  type ModalProps,
} from '../../features/modals/modal-store';

export interface RouteModalProps {
  name: ModalName;
  props: ModalProps;
  onDismiss: () => void;
  hideClose: boolean;
}

/** Keeps a modal open while its route is the current location (platform-core.md §2.4). */
export function RouteModal({ name, props, onDismiss, hideClose }: RouteModalProps) {
  const serialized = JSON.stringify(props);
  useEffect(() => {
    openModal(name, JSON.parse(serialized) as ModalProps, { onDismiss, hideClose });
    return () => closeModal(name);
    // onDismiss changes identity with every location; the entry keeps the first one on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, serialized, hideClose]);
  return null;
}
