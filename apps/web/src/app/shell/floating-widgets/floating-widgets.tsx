import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon, type IconName } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { useFeConfig } from '../../../features/brand/api/get-fe-config';
import { useProject } from '../../../features/brand/api/get-project';
import { useFeatureFlags } from '../../../features/feature-flags/use-feature-flags';
import { useLootboxes } from '../../../features/lootboxes/api/lootbox-api';
import { useCompPoints } from '../../../features/rewards-mart/api/get-comp-points';
import { useTournamentStatus } from '../../../features/tournaments/api/get-tournament-status';
import { useTournaments } from '../../../features/tournaments/api/get-tournaments';
import { activeQuests, shownItems } from '../../../features/tournaments/tournament-view';
import { useClock } from '../../../features/tournaments/use-clock';
import { usePointsText } from '../../../features/rewards-mart/use-points-text';
import {
  isLoggedIn as isPlayerLoggedIn,
  usePlayer,
} from '../../../features/session/api/get-player';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { isPromotionPageEnabled } from '../nav/nav-items';
import { visibleWidgets, type FloatingWidget } from './widget-visibility';
import styles from './floating-widgets.module.css';

interface WidgetView {
  href: string;
  icon: IconName;
  label: string;
  detail?: string | undefined;
}

/**
 * The floating widgets (platform-core.md §2.6; SH-020, SH-021): the rewards mart with the
 * comp-point balance, the loot box with the boxes to open, the adventure calendar and the running
 * quest with the player's level (TN-028). Not on
 * the game page, where they would cover the game.
 */
export function FloatingWidgets() {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const { pathname } = useLocation();
  const { data: player } = usePlayer();
  const { data: project } = useProject();
  const { data: widgetConfig } = useFeConfig('main-widget-config');
  const { data: promotionPages } = useFeConfig('manage-promotion-pages');
  const flags = useFeatureFlags();
  const isLoggedIn = isPlayerLoggedIn(player);
  const groups = useMemo(() => player?.groups ?? [], [player?.groups]);
  const lootboxToggle = widgetConfig?.widgets.lootbox.enabled ?? false;
  const { data: lootboxes } = useLootboxes(isLoggedIn && (lootboxToggle || flags.showAllWidgets));
  // LB-002: issued boxes wait to be opened; activated ones are today's history.
  const issuedLootboxes = lootboxes?.filter((box) => box.stage === 'issued').length ?? 0;
  const isCompPointsOn = flags.enableConpoints;
  const { data: balance } = useCompPoints(isLoggedIn && (isCompPointsOn || flags.showAllWidgets));
  // TN-028: the quest widget while a quest runs; its level from the first running quest.
  const questToggle = widgetConfig?.widgets.quest.enabled ?? false;
  const { data: tournaments } = useTournaments(questToggle || flags.showAllWidgets);
  const now = useClock();
  const quests = useMemo(
    () => activeQuests(shownItems(tournaments ?? [], flags.enableTestQuests), now),
    [tournaments, flags.enableTestQuests, now],
  );
  const quest = quests[0];
  const { data: questStatus } = useTournamentStatus(quest?.id, isLoggedIn);

  const shown = useMemo(() => {
    const testerGroup = project?.groups.tester;
    const martPage = promotionPages?.pages['rocket-mart'];
    const isTester = testerGroup !== undefined && groups.includes(testerGroup);
    const isMartPageOn =
      isTester ||
      (martPage?.enabled === true &&
        (!martPage.groups || martPage.groups.some((group) => groups.includes(group))));
    return visibleWidgets({
      showAll: flags.showAllWidgets,
      isCompPointsOn,
      isMartPageOn,
      toggles: widgetConfig?.widgets,
      isLoggedIn,
      groups,
      testerGroup,
      wheelGroups: project?.groups.wheelSegmentSets ?? [],
      adventureGroup: project?.groups.vipAdventure,
      issuedLootboxes,
      activeQuests: quests.length,
      isHubPageOn: isPromotionPageEnabled('aquanova-odyssey', {
        promotionPages,
        groups,
        testerGroup,
      }),
    });
  }, [
    quests.length,
    project,
    promotionPages,
    groups,
    flags.showAllWidgets,
    isCompPointsOn,
    widgetConfig,
    isLoggedIn,
    issuedLootboxes,
  ]);

  if (shown.length === 0 || pathname.includes('/play/')) return null;

  const views: Record<FloatingWidget, WidgetView> = {
    rewardsMart: {
      href: paths.rewardsMart.getHref(),
      icon: 'store',
      label: t('FLOATING_WIDGETS.REWARDS_MART'),
      detail: balance ? pointsText('REWARDS_MART.POINTS', balance.chargeable.points) : undefined,
    },
    lootbox: {
      // Boxes open on the mart's wheel page; a wheel group without boxes goes to its wheel.
      href: issuedLootboxes > 0 ? paths.martWheel.getHref() : paths.wheel.getHref(),
      icon: 'gift',
      label: t('FLOATING_WIDGETS.LOOTBOX'),
      detail:
        issuedLootboxes > 0
          ? t('FLOATING_WIDGETS.LOOTBOX_COUNT', { count: issuedLootboxes })
          : t('FLOATING_WIDGETS.WHEEL'),
    },
    adventures: {
      href: paths.vipAdventure.getHref(),
      icon: 'rocket',
      label: t('FLOATING_WIDGETS.ADVENTURES'),
      detail: t('FLOATING_WIDGETS.ADVENTURES_TEXT'),
    },
    quest: {
      href: paths.quest.getHref(quest?.quest?.slug),
      icon: 'medal',
      label: t('FLOATING_WIDGETS.QUEST'),
      detail: questStatus?.quest
        ? t('FLOATING_WIDGETS.QUEST_TEXT', {
            level: questStatus.quest.current_level,
            total: questStatus.quest.levels.length,
          })
        : t('FLOATING_WIDGETS.QUEST_RUNNING'),
    },
    activityHub: {
      href: paths.activityHub.getHref(),
      icon: 'activity',
      label: t('TOP_NAV.ACTIVITY_HUB'),
      detail: t('HUB.WIDGET_TEXT'),
    },
  };

  return (
    <nav className={styles.widgets} aria-label={t('FLOATING_WIDGETS.LABEL')} data-floating-widgets>
      {shown.map((widget) => {
        const view = views[widget];
        return (
          <LocaleLink
            key={widget}
            to={view.href}
            className={styles.widget}
            aria-label={view.detail ? `${view.label}: ${view.detail}` : view.label}
            data-testid={`floating-widget-${widget}`}
          >
            <span className={styles.icon}>
              <Icon name={view.icon} size={22} />
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{view.label}</span>
              {view.detail ? <span className={styles.detail}>{view.detail}</span> : null}
            </span>
          </LocaleLink>
        );
      })}
    </nav>
  );
}

export default FloatingWidgets;
