import type { FieldName, RegistrationValues } from './registration-fields';

/** What every group of registration fields draws from: the values and how they change. */
export interface RegistrationFieldProps {
  values: RegistrationValues;
  set: <K extends FieldName>(name: K, value: RegistrationValues[K]) => void;
  onBlur: (name: FieldName) => void;
  /** The messages shown under a field: the api's first, then the site's own. */
  errorsOf: (name: string) => string[] | undefined;
}
