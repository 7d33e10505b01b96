import type { CatalogGame } from '@croupier/contracts/studio';
import type { StudioContext } from '../context.js';
import { StudioError } from '../lib/studio-error.js';
import type { SessionRecord } from '../store/records.js';
import { LiveTable } from './live-table.js';

/**
 * One table per live game of the catalog, running only while someone is seated: a table with
 * nobody left at the end of a round stops, and the next player starts it again.
 */
export class LiveTables {
  private readonly tables = new Map<string, LiveTable>();

  constructor(private readonly ctx: StudioContext) {}

  /** The table of a live session's game. */
  tableFor(session: SessionRecord): LiveTable {
    const game = this.ctx.catalog.game(session.game);
    if (!game || !game.live) throw new StudioError('invalid_bet', 'This game has no live table');
    return this.open(game);
  }

  has(identifier: string): boolean {
    return this.tables.has(identifier);
  }

  stopAll(): void {
    for (const table of this.tables.values()) table.stop();
    this.tables.clear();
  }

  private open(game: CatalogGame): LiveTable {
    let table = this.tables.get(game.identifier);
    if (!table) {
      const created = new LiveTable(this.ctx, game, () => {
        if (this.tables.get(game.identifier) === created) this.tables.delete(game.identifier);
      });
      table = created;
      this.tables.set(game.identifier, table);
    }
    return table;
  }
}
