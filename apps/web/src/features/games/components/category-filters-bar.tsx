import { useTranslation } from 'react-i18next';
import { GAME_SORTS, type GameSort } from '@croupier/domain/games/game-sorts';
import { SelectField } from '../../../components/form-field';
import { useProviders } from '../api/get-providers';
import type { CategoryFilters } from '../rules/category-filters';
import styles from './category-filters-bar.module.css';

const SORT_LABELS: Record<GameSort, string> = {
  popular: 'GAMES.CATEGORY.SORT_POPULAR',
  name: 'GAMES.CATEGORY.SORT_NAME',
  newest: 'GAMES.CATEGORY.SORT_NEWEST',
};

/**
 * The provider filter and the sort of a category page: two native selects (a phone opens its own
 * picker; keyboard and screen readers get a labelled control each), grouped under one name. The
 * providers are those with games; a failed provider list leaves only "All providers".
 */
export function CategoryFiltersBar({
  filters,
  onChange,
}: {
  filters: CategoryFilters;
  onChange: (change: Partial<CategoryFilters>) => void;
}) {
  const { t } = useTranslation();
  const { data: providers = [] } = useProviders();
  const options = providers
    .filter((provider) => provider.games_count > 0 || provider.slug === filters.provider)
    .map((provider) => ({ value: provider.slug, label: provider.title }));
  // A shared link may name a provider the list does not (yet) have: keep it selectable.
  if (filters.provider && !options.some((option) => option.value === filters.provider))
    options.push({ value: filters.provider, label: filters.provider });
  return (
    <div className={styles.bar} role="group" aria-label={t('GAMES.CATEGORY.FILTERS')}>
      <SelectField
        label={t('GAMES.CATEGORY.PROVIDER')}
        value={filters.provider ?? ''}
        onChange={(value) => onChange({ provider: value === '' ? null : value })}
        placeholder={t('GAMES.CATEGORY.ALL_PROVIDERS')}
        options={options}
      />
      <SelectField
        label={t('GAMES.CATEGORY.SORT')}
        value={filters.sort}
        onChange={(value) => {
          const sort = GAME_SORTS.find((candidate) => candidate === value);
          if (sort) onChange({ sort });
        }}
        options={GAME_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
      />
    </div>
  );
}
