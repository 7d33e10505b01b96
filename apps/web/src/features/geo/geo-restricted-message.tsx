import { GEO_RESTRICTED_MESSAGES } from '@croupier/contracts/geo-messages';
import { useTranslation } from 'react-i18next';

/**
 * RT-053: what a guest in a restricted country sees instead of login or registration. The
 * spec's English wording is the fallback when translations are missing.
 */
export function GeoRestrictedMessage({ props }: { props: Record<string, unknown> }) {
  const { t } = useTranslation();
  const kind = props.kind === 'login' ? 'login' : 'registration';
  const key = kind === 'login' ? 'APP.GEO.LOGIN_RESTRICTED' : 'APP.GEO.REGISTRATION_RESTRICTED';
  return (
    <div role="alert" className="geo-restricted">
      <h2>{t(key, { defaultValue: GEO_RESTRICTED_MESSAGES[kind] })}</h2>
    </div>
  );
}
