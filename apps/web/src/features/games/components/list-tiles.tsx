import type { GamesQuery } from '../api/games-keys';
import type { ListItem } from '../rules/game-lists';
import { useTileExtras } from '../use-tile-extras';
import { GameTile } from './game-tile';
import { CashbackCard, RandomGameCard } from './special-cards';

/** The tiles of a list in order: games, the random card and the cashback card (GM-022, GM-024). */
export function ListTiles({
  items,
  query,
  eagerCount = 0,
  itemClassName,
}: {
  items: readonly ListItem[];
  /** The list's query: the random card picks from it. */
  query: Omit<GamesQuery, 'device'>;
  /** How many first tiles load their image eagerly (above the fold). */
  eagerCount?: number;
  itemClassName?: string;
}) {
  const { isFavorite, jackpotOf, providerOf } = useTileExtras();
  return items.map((item, index) => (
    <li
      key={item.kind === 'game' ? item.game.identifier : item.kind}
      className={itemClassName}
      data-kind={item.kind}
    >
      {item.kind === 'game' ? (
        <GameTile
          game={item.game}
          isFavorite={isFavorite(item.game)}
          jackpot={jackpotOf(item.game)}
          providerTitle={providerOf(item.game)}
          isEager={index < eagerCount}
        />
      ) : item.kind === 'random' ? (
        <RandomGameCard query={query} />
      ) : (
        <CashbackCard />
      )}
    </li>
  ));
}
