import { AdventureScreen } from '../../features/adventures/adventure-screen';
import { useLocale } from '../../lib/i18n/use-locale';

/** /vip-adventure (VIP-017): the adventure calendar, a chunk of its own. */
export function AdventureRoute() {
  const { locale } = useLocale();
  return <AdventureScreen locale={locale} />;
}
