/**
 * The limits contract schemas, loaded with the first limits call rather than in the entry.
 * Decision 0201 wants every run-time schema re-exported from `lib/contracts` (one chunk, so zod
 * tree-shakes); until the limits schemas are listed there, this is the one line that loads
 * them, so the switch is a one-line change.
 */
export const loadLimitContracts = () => import('@croupier/contracts/limits');
