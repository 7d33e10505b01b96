import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ConfirmationScreen } from '../../features/auth/confirmation-screen';
import { safeRedirect } from '../../features/auth/credentials';
import { EmailVerifyScreen } from '../../features/auth/email-verify-screen';
import { LoginForm } from '../../features/auth/login-form';
import { NewPasswordForm } from '../../features/auth/new-password-form';
import { RegistrationForm } from '../../features/auth/registration/registration-form';
import { RemindForm } from '../../features/auth/remind-form';
import { TermsPopup } from '../../features/auth/terms-popup';
import { useRegistrationVariant } from '../../features/auth/use-registration-variant';
import { useCountries } from '../../features/brand/api/get-countries';
import { useCurrencies } from '../../features/brand/api/get-currencies';
import { useProject } from '../../features/brand/api/get-project';
import { useFeatureFlag } from '../../features/feature-flags/use-feature-flags';
import type { ModalComponentProps } from '../../features/modals/modal-registry';
import { usePlayer } from '../../features/session/api/get-player';
import { useStartSession, useUpdatePlayer } from '../../features/session/use-session';
import { sendUtm } from '../../features/tracking/utm';
import { useLocale, useLocalePath } from '../../lib/i18n/use-locale';

/**
 * The auth popups composed with what they need from other features (the session, brand
 * lists, flags, tracking): features never import each other, the app wires them
 * (docs/architecture.md). One lazy chunk, loaded when the first auth popup opens.
 */
function queryParam(props: ModalComponentProps['props'], name: string): string | null {
  const query = props.query as Record<string, string> | undefined;
  return typeof query?.[name] === 'string' ? query[name] : null;
}

export function LoginScreen({ props, close }: ModalComponentProps) {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const redirect = safeRedirect(queryParam(props, 'redirect'));
  return (
    <LoginForm
      redirect={redirect}
      onSignedIn={(player) => {
        startSession(player);
        if (redirect) void navigate(redirect, { replace: true });
        else close();
      }}
    />
  );
}

export function RegistrationScreen({ props }: ModalComponentProps) {
  const navigate = useNavigate();
  const toHref = useLocalePath();
  const { locale } = useLocale();
  const startSession = useStartSession();
  const { data: project } = useProject();
  const { data: countries = [] } = useCountries();
  const { data: currencies = [] } = useCurrencies();
  const isAbEnabled = useFeatureFlag('enableABReg');
  const variant = useRegistrationVariant(isAbEnabled, project?.groups.abSplit);
  const redirect = safeRedirect(queryParam(props, 'redirect'));
  return (
    <RegistrationForm
      redirect={redirect}
      variant={variant}
      countries={countries}
      currencies={currencies}
      visitorCountry={project?.country}
      defaultCountry={project?.default_country}
      fallbackCurrency={project?.default_currency ?? 'EUR'}
      locale={locale}
      onRegistered={(player) => {
        startSession(player);
        // TR-009: the landing's utm values are reported once the account exists.
        void sendUtm();
        void navigate(redirect ?? toHref(paths.home.getHref()), { replace: true });
      }}
    />
  );
}

export function RemindScreen() {
  return <RemindForm />;
}

export function NewPasswordScreen({ props, close }: ModalComponentProps) {
  const startSession = useStartSession();
  return (
    <NewPasswordForm
      token={queryParam(props, 'reset_password_token')}
      onSignedIn={(player) => {
        startSession(player);
        close();
      }}
    />
  );
}

export function EmailVerifyModal() {
  const { data: player } = usePlayer();
  return <EmailVerifyScreen email={player?.email} />;
}

export function ConfirmationModal({ props, close }: ModalComponentProps) {
  const { data: player } = usePlayer();
  const updatePlayer = useUpdatePlayer();
  return (
    <ConfirmationScreen
      token={queryParam(props, 'confirmation_token')}
      email={player?.email}
      onConfirmed={updatePlayer}
      onDone={close}
    />
  );
}

export function TermsModal({ close }: ModalComponentProps) {
  const { data: player } = usePlayer();
  const updatePlayer = useUpdatePlayer();
  return (
    <TermsPopup
      missing={player?.auth_fields_missed ?? []}
      onAccepted={(next) => {
        updatePlayer(next);
        close();
      }}
    />
  );
}
