// drizzle-kit reads every table from this list; one file per aggregate beside it.
export * from './brand.js';
export * from './cms.js';
export * from './mail.js';
export * from './notifications.js';
export * from './outbox.js';
export * from './players.js';
export * from './tracking.js';
export * from './ledger.js';
export * from './limits.js';
export * from './payments.js';
export * from './games.js';
export * from './gifts.js';
export * from './lootboxes.js';
export * from './comp-points.js';
export * from './vip.js';
export * from './adventures.js';
export * from './lotteries.js';
