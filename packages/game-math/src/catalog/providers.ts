/**
 * The invented studios of the catalog. Counts are fixed per provider (not drawn) so that a
 * provider's games, and therefore their identifiers, never move when another provider changes.
 * `aurora-studios` and `velvet-live` are named by the brand (provider popups, footer logos,
 * the `velvet-live` player_fields context); northern-reels, red-canyon-gaming and
 * tidewater-play have footer logos.
 */
export interface ProviderSpec {
  slug: string;
  title: string;
  /** Video and classic slots. */
  slots: number;
  /** RNG table games (roulette, blackjack, baccarat). */
  table: number;
  /** Live dealer tables (live-roulette, live-blackjack). */
  live: number;
  /** Currencies this studio is not licensed for (GM-031: some games are missing EUR). */
  withoutCurrencies?: readonly string[];
}

export const PROVIDERS: readonly ProviderSpec[] = [
  { slug: 'aurora-studios', title: 'Aurora Studios', slots: 120, table: 12, live: 0 },
  { slug: 'velvet-live', title: 'Velvet Live', slots: 0, table: 0, live: 72 },
  { slug: 'northern-reels', title: 'Northern Reels', slots: 96, table: 6, live: 0 },
  { slug: 'red-canyon-gaming', title: 'Red Canyon Gaming', slots: 90, table: 9, live: 0 },
  { slug: 'tidewater-play', title: 'Tidewater Play', slots: 84, table: 6, live: 0 },
  { slug: 'copperline-gaming', title: 'Copperline Gaming', slots: 80, table: 8, live: 0 },
  { slug: 'emberfall-games', title: 'Emberfall Games', slots: 74, table: 0, live: 0 },
  { slug: 'lanternfish-studio', title: 'Lanternfish Studio', slots: 72, table: 6, live: 0 },
  { slug: 'golden-lynx', title: 'Golden Lynx', slots: 56, table: 0, live: 0 },
  { slug: 'quartz-hollow', title: 'Quartz Hollow', slots: 54, table: 6, live: 0 },
  { slug: 'saltmarsh-interactive', title: 'Saltmarsh Interactive', slots: 52, table: 0, live: 0 },
  { slug: 'bramblewood-gaming', title: 'Bramblewood Gaming', slots: 52, table: 6, live: 0 },
  { slug: 'ninefold-labs', title: 'Ninefold Labs', slots: 50, table: 9, live: 0 },
  { slug: 'stormglass-studios', title: 'Stormglass Studios', slots: 50, table: 0, live: 0 },
  { slug: 'pale-rider-games', title: 'Pale Rider Games', slots: 48, table: 0, live: 0 },
  {
    slug: 'southern-cross-pokies',
    title: 'Southern Cross Pokies',
    slots: 48,
    table: 3,
    live: 0,
    withoutCurrencies: ['EUR', 'GBP', 'NOK'],
  },
  { slug: 'moonmoth-gaming', title: 'Moonmoth Gaming', slots: 46, table: 0, live: 0 },
  { slug: 'harbourlight-studios', title: 'Harbourlight Studios', slots: 46, table: 6, live: 0 },
  { slug: 'kestrel-forge', title: 'Kestrel Forge', slots: 44, table: 0, live: 0 },
  { slug: 'cobalt-carnival', title: 'Cobalt Carnival', slots: 44, table: 6, live: 0 },
  { slug: 'juniper-jack', title: 'Juniper Jack', slots: 42, table: 0, live: 0 },
  { slug: 'obsidian-owl', title: 'Obsidian Owl', slots: 42, table: 3, live: 0 },
  { slug: 'marigold-mechanics', title: 'Marigold Mechanics', slots: 40, table: 0, live: 0 },
  { slug: 'silverbirch-play', title: 'Silverbirch Play', slots: 40, table: 6, live: 0 },
  { slug: 'thunderpeak-studio', title: 'Thunderpeak Studio', slots: 38, table: 0, live: 0 },
  { slug: 'lucky-larch', title: 'Lucky Larch', slots: 38, table: 0, live: 0 },
  { slug: 'foxglove-games', title: 'Foxglove Games', slots: 36, table: 6, live: 0 },
  { slug: 'ironbark-interactive', title: 'Ironbark Interactive', slots: 36, table: 0, live: 0 },
  {
    slug: 'tundra-bits',
    title: 'Tundra Bits',
    slots: 34,
    table: 3,
    live: 0,
    withoutCurrencies: ['BRL', 'KZT'],
  },
  { slug: 'sapphire-gull', title: 'Sapphire Gull', slots: 34, table: 0, live: 0 },
  { slug: 'wildmint-studio', title: 'Wildmint Studio', slots: 32, table: 0, live: 0 },
  { slug: 'crimson-kite', title: 'Crimson Kite', slots: 32, table: 6, live: 0 },
  { slug: 'hollowpine-games', title: 'Hollowpine Games', slots: 30, table: 0, live: 0 },
  { slug: 'starling-reels', title: 'Starling Reels', slots: 30, table: 0, live: 0 },
  {
    slug: 'baize-and-felt',
    title: 'Baize & Felt',
    slots: 0,
    table: 72,
    live: 0,
  },
  { slug: 'grand-salon-live', title: 'Grand Salon Live', slots: 0, table: 0, live: 48 },
  {
    slug: 'lumen-live-studios',
    title: 'Lumen Live Studios',
    slots: 0,
    table: 0,
    live: 36,
    withoutCurrencies: ['EUR'],
  },
  { slug: 'blue-orchard', title: 'Blue Orchard', slots: 28, table: 0, live: 0 },
  { slug: 'paper-tiger-play', title: 'Paper Tiger Play', slots: 28, table: 0, live: 0 },
];
