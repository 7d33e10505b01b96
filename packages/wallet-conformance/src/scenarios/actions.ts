import type { Action } from '../scenario.js';

/** Shorthands for the actions a scenario sends. */
export const bet = (actionId: string, amount: number): Action => ({
  action: 'bet',
  action_id: actionId,
  amount,
});

export const win = (actionId: string, amount: number): Action => ({
  action: 'win',
  action_id: actionId,
  amount,
});

export const rollbackOf = (actionId: string, originalActionId: string): Action => ({
  action: 'rollback',
  action_id: actionId,
  original_action_id: originalActionId,
});
