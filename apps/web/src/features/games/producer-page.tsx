import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useProviders } from './api/get-providers';
import { GameGrid } from './components/game-grid';
import { GamesPageFrame } from './components/games-page-frame';
import { humaniseSlug } from './use-tile-extras';

/**
 * `/producers/{slug}/{page?}` (platform-core.md §2.2 provider games): the provider's games from
 * `page` on. The provider list names it; a failed provider list shows an error (GM-014).
 */
export function ProducerPage({ slug, page = 1 }: { slug: string; page?: number }) {
  const { t } = useTranslation();
  const { data: providers, isError, refetch } = useProviders();
  const provider = providers?.find((candidate) => candidate.slug === slug);
  const title = provider?.title ?? humaniseSlug(slug);
  return (
    <GamesPageFrame eyebrow={t('GAMES.PRODUCER.EYEBROW')} title={title} icon="sparkles">
      {isError ? (
        <EmptyState
          tone="danger"
          icon="alert"
          title={t('GAMES.PROVIDERS.ERROR')}
          text={t('GAMES.LIST.ERROR_TEXT')}
          actions={
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('GAMES.LIST.RETRY')}
            </Button>
          }
        />
      ) : providers && !provider ? (
        <EmptyState
          icon="dice"
          title={t('GAMES.PRODUCER.UNKNOWN_TITLE')}
          text={t('GAMES.PRODUCER.UNKNOWN_TEXT')}
        />
      ) : (
        <GameGrid
          key={`${slug}-${page}`}
          query={{ providers: [slug] }}
          label={title}
          startPage={page}
        />
      )}
    </GamesPageFrame>
  );
}
