import type { GameCategoryEntry } from '@croupier/contracts/fe-config';
import type { Device } from '@croupier/contracts/games';
import { LOBBY_ROW_MAX } from '../rules/game-lists';
import { gamesQueryOptions } from './get-games';

/** A lobby row as `main-widget-config` lists it: its categories and how many games it shows. */
export interface LobbyRowEntry extends Pick<GameCategoryEntry, 'identifiers'> {
  limit: number;
}

/** One lobby row's games (GM-026): its categories, at most 15, for the viewer's device. */
export const lobbyRowGamesQueryOptions = (row: LobbyRowEntry, device: Device) =>
  gamesQueryOptions({ identifiers: row.identifiers, device }, Math.min(row.limit, LOBBY_ROW_MAX));
