import type { Query, QueryClient } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import { GUEST } from './api/get-player';
import { sessionKeys } from './api/session-keys';

/**
 * Query roots whose data is the same for every visitor (brand and reference lists, geo, CMS
 * content, field lists). Every other query holds one player's data: a logout removes it, so a
 * feature that adds user data is cleared without registering anywhere (safe by default).
 */
const PUBLIC_ROOTS: ReadonlySet<string> = new Set([
  'brand',
  'geo',
  'cms-content',
  'static-pages',
  'player-fields',
]);

function isPlayerQuery(query: Query): boolean {
  const [root, name] = query.queryKey;
  return root === sessionKeys.all[0] && name === sessionKeys.player()[1];
}

/** A query holding the signed-in player's own data (the player itself excluded). */
export function isUserDataQuery(query: Query): boolean {
  return !PUBLIC_ROOTS.has(String(query.queryKey[0])) && !isPlayerQuery(query);
}

/**
 * platform-core.md §4 Session: "Login success sets logged-in and loads all user data" (SS-004).
 * The player comes from the sign-in answer; every other user query is marked stale, so the
 * mounted ones (balance, settings, gifts...) load again for this player and the rest load when
 * they mount.
 */
export function startUserSession(queryClient: QueryClient, player: Player): void {
  queryClient.setQueryData(sessionKeys.player(), player);
  void queryClient.invalidateQueries({ predicate: isUserDataQuery });
}

/** Replaces the cached player with a newer answer (confirmation, accepted terms, groups). */
export function updateCachedPlayer(queryClient: QueryClient, player: Player): void {
  queryClient.setQueryData(sessionKeys.player(), player);
}

/**
 * platform-core.md §4: "Logout clears user data in every store" (SS-005, SS-006): the player
 * becomes the guest and every user query is dropped, so nothing of the previous player can be
 * shown to the next one on this device.
 */
export function clearUserData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: isUserDataQuery });
  queryClient.setQueryData(sessionKeys.player(), GUEST);
  queryClient.removeQueries({ predicate: isUserDataQuery });
}
