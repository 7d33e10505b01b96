import { ACCOUNT_STEP_FIELDS, EMPTY_VALUES, type FieldName } from './registration-fields';

const ALL_FIELDS = Object.keys(EMPTY_VALUES) as FieldName[];

/**
 * The fields one step of the form shows (SS-016): variant a has one step with every field;
 * variant b asks for the account first (e-mail, passwords, currency), then the details.
 */
export function stepFields(isTwoStep: boolean, step: 1 | 2): FieldName[] {
  if (!isTwoStep) return ALL_FIELDS;
  return step === 1
    ? [...ACCOUNT_STEP_FIELDS]
    : ALL_FIELDS.filter((name) => !ACCOUNT_STEP_FIELDS.includes(name));
}

/** Whether any of `fields` belongs to the first step (the form goes back there to show it). */
export const touchesAccountStep = (fields: readonly string[]): boolean =>
  fields.some((field) => stepFields(true, 1).includes(field as FieldName));
