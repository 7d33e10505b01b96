import { useEffect, useState } from 'react';
import {
  registrationVariant,
  type RegistrationVariant,
  type SplitGroups,
} from '@croupier/domain/player/registration-variant';
import { deviceNumber } from './dfpc';

/**
 * SS-016: with the enableABReg flag, the registration layout follows the A/B rule. A visitor
 * has no player id yet, so the device's stable number stands in for it: the same device keeps
 * seeing the same variant, and devices split about half and half.
 */
export function useRegistrationVariant(
  isEnabled: boolean,
  split: SplitGroups | undefined,
): RegistrationVariant {
  const [device, setDevice] = useState<number | null>(null);
  useEffect(() => {
    if (!isEnabled) return;
    let isCurrent = true;
    void deviceNumber().then((id) => {
      if (isCurrent) setDevice(id);
    });
    return () => {
      isCurrent = false;
    };
  }, [isEnabled]);
  if (!isEnabled || !split || device === null) return 'a';
  return registrationVariant({ id: device }, { a: split[0], b: split[1] });
}
