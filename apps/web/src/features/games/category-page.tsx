import { useTranslation } from 'react-i18next';
import type { GameCategoryEntry } from '@croupier/contracts/fe-config';
import { FilteredGameGrid } from './components/filtered-game-grid';
import { GamesPageFrame } from './components/games-page-frame';
import { humaniseSlug } from './use-tile-extras';

/**
 * `/categories/{slug}` and `/games/{category}` (platform-core.md §2.2): a lobby row's "See
 * all" page. The config entry with that slug (lobby rows, then the section tabs) gives the
 * title and identifiers; an unknown slug lists the games carrying that category identifier.
 * A provider filter and a sort (issue 14) live in the address, so the page can be shared.
 */
export function CategoryPage({
  slug,
  entries,
}: {
  slug: string;
  entries: readonly GameCategoryEntry[];
}) {
  const { t } = useTranslation();
  const entry = entries.find((candidate) => candidate.slug === slug);
  const title = entry?.title ?? humaniseSlug(slug);
  const identifiers = entry?.identifiers ?? [slug];
  return (
    <GamesPageFrame eyebrow={t('GAMES.CATEGORY.EYEBROW')} title={title}>
      <FilteredGameGrid
        key={slug}
        identifiers={identifiers}
        category={slug}
        hasCashbackCard={identifiers.includes('live')}
        label={title}
      />
    </GamesPageFrame>
  );
}
