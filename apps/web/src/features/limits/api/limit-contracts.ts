/** The limits contract schemas, from the one lazily loaded contracts chunk (decision 0201). */
export const loadLimitContracts = () => import('../../../lib/contracts');
