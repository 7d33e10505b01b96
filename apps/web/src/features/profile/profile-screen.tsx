import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BrandGroups, Currency } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import { Icon } from '../../components/icon';
import { Tabs } from '../../components/tabs';
import { useDocumentMeta } from '../../components/use-document-meta';
import { PROFILE_TABS, type ProfileTab } from '../../config/paths';
import { useLocale, useLocalePath } from '../../lib/i18n/use-locale';
import { GamesHistory } from './components/games-history';
import { ProfileRoot } from './components/profile-root';
import { PromocodePanel } from './components/promocode-panel';
import { SecurityPanel } from './components/security-panel';
import { VerificationPanel } from './components/verification-panel';
import { vipStatus } from './vip-status';
import styles from './profile-screen.module.css';

/** `root` is /profile itself; the rest are its child paths (platform-core.md §2.2). */
export type ProfileTabName = 'root' | ProfileTab;
export const PROFILE_TAB_NAMES: readonly ProfileTabName[] = ['root', ...PROFILE_TABS];

export interface ProfileScreenProps {
  tab: ProfileTabName;
  /** `/profile` or its `/users` alias (RT-010): tabs stay under the one the player opened. */
  basePath: string;
  player: Player;
  brandGroups: Pick<BrandGroups, 'vipTiers' | 'vipStatusOrder'> | undefined;
  /** Country codes the brand serves. */
  countries: readonly string[];
  currencies: readonly Currency[];
  onPlayerChange: (player: Player) => void;
  refreshPlayer: () => void;
  /** The tabs other features build (level, gifts, limits), drawn inside this layout. */
  renderOtherTab: (tab: ProfileTab) => ReactNode;
}

const tabKey = (tab: ProfileTabName) => tab.toUpperCase().replace('-', '_');

/**
 * The profile (platform-core.md §2.1, §2.2, §3, §6): who the player is, their VIP status, and
 * the tabs; each tab is its own path so links and the back button work.
 */
export function ProfileScreen(props: ProfileScreenProps) {
  const { tab, basePath, player } = props;
  const { t } = useTranslation();
  const { locale } = useLocale();
  const toHref = useLocalePath();
  const navigate = useNavigate();
  const vip = vipStatus(player, props.brandGroups);
  const title = t(`PROFILE.TABS.${tabKey(tab)}`);
  useDocumentMeta({ title: `${title} · ${t('PROFILE.TITLE')}` });
  // On a phone most tabs sit beyond the edge: bring the open one into the strip's view.
  useEffect(() => {
    const selected = document.getElementById(`profile-tab-${tab}`);
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [tab]);
  const name =
    player.nickname ||
    [player.first_name, player.last_name].filter(Boolean).join(' ') ||
    // Without a name the address's local part greets the player; the whole address is on the card.
    player.email?.split('@')[0] ||
    '';

  let panel: ReactNode;
  switch (tab) {
    case 'root':
      panel = (
        <ProfileRoot
          player={player}
          countries={props.countries}
          locale={locale}
          vip={vip}
          onPlayerChange={props.onPlayerChange}
          refreshPlayer={props.refreshPlayer}
        />
      );
      break;
    case 'security':
      panel = <SecurityPanel player={player} locale={locale} refreshPlayer={props.refreshPlayer} />;
      break;
    case 'verification':
      panel = <VerificationPanel player={player} locale={locale} />;
      break;
    case 'games-history':
      panel = <GamesHistory locale={locale} currencies={props.currencies} />;
      break;
    case 'promocode':
      panel = <PromocodePanel player={player} onPlayerChange={props.onPlayerChange} />;
      break;
    default:
      panel = props.renderOtherTab(tab);
  }

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase() || <Icon name="user" size={24} />}
        </span>
        <div className={styles.identity}>
          <p className={styles.eyebrow}>{t('PROFILE.TITLE')}</p>
          <h1 className={styles.name}>
            <span className={styles.nameText}>{name}</span>
            {vip ? (
              <span className={styles.vip} data-testid="vip-badge">
                <Icon name="crown" size={14} />
                {vip.tier
                  ? t(`PROFILE.VIP.TIERS.${vip.tier.toUpperCase()}`)
                  : t('PROFILE.VIP.BADGE')}
              </span>
            ) : null}
            {player.verified ? (
              <span className={styles.verified}>
                <Icon name="shield" size={14} />
                {t('PROFILE.VERIFICATION.BADGE')}
              </span>
            ) : null}
          </h1>
          {typeof player.id === 'number' ? (
            <p className={styles.meta}>{t('PROFILE.PLAYER_ID', { id: player.id })}</p>
          ) : null}
        </div>
      </header>
      <nav className={styles.tabs} aria-label={t('PROFILE.TABS.LABEL')}>
        <Tabs
          items={PROFILE_TAB_NAMES.map((value) => ({
            value,
            label: t(`PROFILE.TABS.${tabKey(value)}`),
          }))}
          value={tab}
          label={t('PROFILE.TABS.LABEL')}
          idPrefix="profile"
          onChange={(next) => navigate(toHref(next === 'root' ? basePath : `${basePath}/${next}`))}
        />
      </nav>
      <div
        className={styles.panel}
        role="tabpanel"
        id="profile-panel"
        aria-labelledby={`profile-tab-${tab}`}
      >
        {panel}
      </div>
    </div>
  );
}
