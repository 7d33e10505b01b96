import { useTranslation } from 'react-i18next';
import type { GameCategoryEntry } from '@croupier/contracts/fe-config';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { FilteredGameGrid } from './components/filtered-game-grid';
import { GamesPageFrame } from './components/games-page-frame';
import { TileSkeleton } from './components/tile-skeleton';
import listStyles from './components/game-list.module.css';

export type Section = 'pokies' | 'live';

const SECTION = {
  pokies: {
    titleKey: 'TOP_NAV.POKIES',
    icon: 'cherry',
    href: (slug?: string) => paths.pokies.getHref(slug),
  },
  live: {
    titleKey: 'TOP_NAV.LIVE',
    icon: 'live',
    href: (slug?: string) => paths.live.getHref(slug),
  },
} as const;

/**
 * `/pokies/{slug}` and `/live/{slug}` (platform-core.md §2.2; GM-029): the section's tabs from
 * `menu-categories-games` and the chosen tab's games, with the provider filter and the sort of
 * every category page. Live lists start with the cashback card (GM-024).
 */
export function SectionPage({
  section,
  slug,
  entries,
  isPending,
}: {
  section: Section;
  slug: string;
  entries: GameCategoryEntry[] | undefined;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const { titleKey, icon, href } = SECTION[section];
  const entry = entries?.find((candidate) => candidate.slug === slug);
  const tabs = (entries ?? []).map((tab) => ({
    slug: tab.slug,
    title: tab.title,
    href: href(tab.slug),
  }));
  const sectionTitle = t(titleKey);

  return (
    <GamesPageFrame
      eyebrow={entry && slug !== 'all' ? sectionTitle : undefined}
      title={entry && slug !== 'all' ? entry.title : sectionTitle}
      icon={icon}
      tabs={tabs}
      tabsLabel={t('GAMES.SECTION.TABS', { section: sectionTitle })}
    >
      {isPending ? (
        <ul className={listStyles.grid} aria-busy="true">
          {Array.from({ length: 12 }, (_, index) => (
            <li key={index}>
              <TileSkeleton />
            </li>
          ))}
        </ul>
      ) : entry ? (
        <FilteredGameGrid
          key={`${section}-${entry.slug}`}
          identifiers={entry.identifiers}
          category={entry.slug}
          hasCashbackCard={section === 'live'}
          label={entry.title}
        />
      ) : (
        <EmptyState
          icon="dice"
          title={t('GAMES.LIST.NO_CATEGORY_TITLE')}
          text={t('GAMES.LIST.NO_CATEGORY_TEXT')}
          actions={
            <LocaleLink to={href()} className={buttonClassName({ variant: 'primary' })}>
              {t('GAMES.LIST.SEE_ALL_SECTION', { section: sectionTitle })}
            </LocaleLink>
          }
        />
      )}
    </GamesPageFrame>
  );
}
