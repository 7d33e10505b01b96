import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import styles from './field.module.css';

/**
 * Form fields of the profile: a label, the control, an optional hint and the field's errors in
 * place (PR-004). Messages are translation keys; a key with no text shows as sent.
 */
interface FieldShellProps {
  id: string;
  label: string;
  errors?: readonly string[] | undefined;
  /** Interpolation values of the messages (e.g. `{age}` of VALIDATION.AGE_TOO_YOUNG). */
  errorValues?: Record<string, unknown> | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  children: (describedBy: string | undefined, isInvalid: boolean) => ReactNode;
}

function FieldShell({
  id,
  label,
  errors = [],
  errorValues,
  hint,
  required,
  children,
}: FieldShellProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children(describedBy, errors.length > 0)}
      {errorId ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={14} />
          <span>{errors.map((message) => t(message, errorValues)).join(' ')}</span>
        </p>
      ) : null}
      {hintId ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  errorValues?: Record<string, unknown>;
  hint?: ReactNode;
}

export function TextField({
  label,
  value,
  onChange,
  errors,
  errorValues,
  hint,
  required,
  ...rest
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      errors={errors}
      errorValues={errorValues}
      hint={hint}
      required={required}
    >
      {(describedBy, isInvalid) => (
        <input
          id={id}
          className={styles.control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'id'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty option's text; without it no empty option is offered. */
  placeholder?: string;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  errors,
  hint,
  required,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} errors={errors} hint={hint} required={required}>
      {(describedBy, isInvalid) => (
        <div className={styles.selectWrap}>
          <select
            id={id}
            className={styles.control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            {...rest}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={18} className={styles.chevron} />
        </div>
      )}
    </FieldShell>
  );
}

export interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A boolean setting that applies at once (a switch, not a form field to submit). */
export function SwitchField({ label, description, checked, onChange, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        {description ? <p className={styles.hint}>{description}</p> : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

/** The error that belongs to no field (e.g. too many attempts), announced when it appears. */
export function FormError({ messages }: { messages?: readonly string[] | undefined }) {
  const { t } = useTranslation();
  if (!messages || messages.length === 0) return null;
  return (
    <p className={styles.formError} role="alert">
      <Icon name="alert" size={16} />
      <span>{messages.map((message) => t(message)).join(' ')}</span>
    </p>
  );
}
