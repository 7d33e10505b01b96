import type { FieldErrors } from '../../../lib/field-errors';
import type { ContextTextField, RegistrationValues } from './registration-fields';

/** Field → messages (lib/field-errors). */
export type Errors = FieldErrors;

/**
 * The same checks the api runs on `POST /api/users` (registrationRequestSchema and the age
 * rule, SS-013, VAL-015..VAL-030), plus the fields the brand's registration context requires.
 * The contract loads with zod in the one lazy contracts chunk (decision 0201).
 */
export async function validateRegistration(
  payload: Record<string, unknown>,
  values: RegistrationValues,
  required: readonly ContextTextField[],
  today: Date,
): Promise<Errors> {
  const { registrationRequestSchema, registrationAgeProblem } =
    await import('../../../lib/contracts');
  const errors: Errors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const result = registrationRequestSchema.safeParse({ user: payload });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] === 'user' ? issue.path.slice(1).join('.') : 'base';
      add(field || 'base', issue.message);
    }
  }
  for (const name of required) if (!values[name].trim()) add(name, 'VALIDATION.REQUIRED');
  if (!values.password_confirmation) add('password_confirmation', 'VALIDATION.REQUIRED');
  // The schema's cross-field checks run only once every field parses; the player should not
  // have to fix the terms box first to learn that the two passwords differ (VAL-023).
  else if (values.password_confirmation !== values.password)
    add('password_confirmation', 'VALIDATION.PASSWORD_CONFIRMATION_MISMATCH');
  if (!values.currency) add('currency', 'VALIDATION.REQUIRED');
  if (!values.country) add('country', 'VALIDATION.REQUIRED');
  const age = registrationAgeProblem(
    {
      country: values.country,
      state: values.state,
      postal_code: values.postal_code,
      date_of_birth: values.date_of_birth.trim() || undefined,
    },
    today,
  );
  if (age && !errors.date_of_birth) add('date_of_birth', age);
  return errors;
}
