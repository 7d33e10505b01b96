import { lazy, type ComponentType } from 'react';
import { MODAL_NAMES, type ModalName } from '../../features/modals/modal-store';
import { registerModal, type ModalComponentProps } from '../../features/modals/modal-registry';
import { TechWorkPanel } from '../../features/feature-flags/tech-work-notice';
import { useTechWork } from '../../features/feature-flags/use-tech-work';
import type * as AuthScreens from './auth-screens';
import type * as CashboxScreens from './cashbox-screens';

/**
 * Every modal of platform-core.md §2.4 (SH-024) registered once, each a lazy chunk. A modal
 * whose screen a later issue builds shows its coming-soon content until then.
 */
const ComingSoonScreen = lazy(() =>
  import('../../features/coming-soon/coming-soon-screen').then((m) => ({
    default: m.ComingSoonScreen,
  })),
);
const GeoRestricted = lazy(() =>
  import('../../features/geo/geo-restricted-message').then((m) => ({
    default: m.GeoRestrictedMessage,
  })),
);
const PwaInstall = lazy(() =>
  import('../../features/pwa/pwa-install-instructions').then((m) => ({
    default: m.PwaInstallInstructions,
  })),
);
const IosWebviewExit = lazy(() =>
  import('../../features/pwa/ios-webview-exit').then((m) => ({ default: m.IosWebviewExit })),
);

/** platform-core.md §2.4 limits modal (LM-010): the same panel as the profile tab. */
const LimitsModal = lazy(() =>
  import('./profile-route').then((m) => ({
    default: function LimitsModal(_: ModalComponentProps) {
      return <m.LimitsTab />;
    },
  })),
);

const cashboxScreen = (name: keyof typeof CashboxScreens) =>
  lazy(() => import('./cashbox-screens').then((m) => ({ default: m[name] })));
/** The cashbox steps (platform-core.md §2.4; CB-001, RT-008). */
const CASHBOX_SCREENS: Partial<Record<ModalName, ComponentType<ModalComponentProps>>> = {
  'cashbox-dashboard': cashboxScreen('CashboxDashboardModal'),
  'cashbox-deposit': cashboxScreen('CashboxDepositModal'),
  'cashbox-deposit-bonus': cashboxScreen('CashboxDepositBonusModal'),
  'cashbox-deposit-fast': cashboxScreen('CashboxDepositFastModal'),
  'cashbox-withdraw': cashboxScreen('CashboxWithdrawModal'),
};

const authScreen = (name: keyof typeof AuthScreens) =>
  lazy(() => import('./auth-screens').then((m) => ({ default: m[name] })));
/** The accounts popups (platform-core.md §2.4; RT-023, RT-060, SH-028). */
const AUTH_SCREENS: Partial<Record<ModalName, ComponentType<ModalComponentProps>>> = {
  login: authScreen('LoginScreen'),
  registration: authScreen('RegistrationScreen'),
  remind: authScreen('RemindScreen'),
  'new-password': authScreen('NewPasswordScreen'),
  'email-verify': authScreen('EmailVerifyModal'),
  confirmation: authScreen('ConfirmationModal'),
  terms: authScreen('TermsModal'),
  // Not an accounts popup, but drawn the same way: its own panel instead of coming-soon.
  limits: LimitsModal,
  // platform-core.md §4 New-provider popup: the way to a new provider's games.
  'new-provider': lazy(() =>
    import('./new-provider-modal').then((m) => ({ default: m.NewProviderModal })),
  ),
  // SH-044: the support widget (the contact form, PR-034) that every chat entry point opens.
  support: lazy(() => import('./support-screen').then((m) => ({ default: m.SupportScreen }))),
};

const labelKey = (name: ModalName) => `APP.MODALS.${name.toUpperCase().replaceAll('-', '_')}`;

function comingSoon(name: ModalName) {
  return function ComingSoonModal(_: ModalComponentProps) {
    return <ComingSoonScreen titleKey={labelKey(name)} variant="section" />;
  };
}

/** FF-003: during technical works a cashbox popup (opened by URL too) shows the notice instead. */
function closedForTechWork(Component: ComponentType<ModalComponentProps>) {
  return function CashboxModal(props: ModalComponentProps) {
    const { active } = useTechWork();
    return active ? <TechWorkPanel /> : <Component {...props} />;
  };
}

const FULL_SCREEN: ReadonlySet<ModalName> = new Set([
  'login',
  'registration',
  'remind',
  'new-password',
  'email-verify',
  'confirmation',
  'sport-login',
  'sport-registration',
]);

export function registerAppModals(): void {
  for (const name of MODAL_NAMES) {
    registerModal(name, {
      component: name.startsWith('cashbox')
        ? closedForTechWork(CASHBOX_SCREENS[name] ?? comingSoon(name))
        : (AUTH_SCREENS[name] ?? comingSoon(name)),
      labelKey: labelKey(name),
      size: FULL_SCREEN.has(name) ? 'full' : 'dialog',
      // SH-028: the terms popup cannot be closed by overlay or Escape.
      dismissable: name !== 'terms',
    });
  }
  registerModal('geo-restricted', {
    component: GeoRestricted,
    labelKey: labelKey('geo-restricted'),
  });
  registerModal('pwa-install', { component: PwaInstall, labelKey: labelKey('pwa-install') });
  registerModal('ios-webview-exit', {
    component: IosWebviewExit,
    labelKey: labelKey('ios-webview-exit'),
  });
}
