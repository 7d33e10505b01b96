import { useId, useState } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/i18n/use-error-text';
import { Icon } from './icon';
import styles from './form-field.module.css';

/** What a control needs from its field: its id and what describes it to assistive technology. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/**
 * The site's form fields: label, control, the field's errors in place (messages are
 * `VALIDATION.*` keys, translated here; an unknown one shows as sent; VAL-025, PR-004) and an
 * optional hint. Password inputs get a show/hide toggle.
 */
interface FieldShellProps {
  label: ReactNode;
  errors?: readonly string[] | undefined;
  /** Interpolation values of the messages (e.g. `{age}` of VALIDATION.AGE_TOO_YOUNG). */
  errorValues?: Record<string, unknown> | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  children: (control: ControlProps) => ReactNode;
}

function FieldShell({
  label,
  errors = [],
  errorValues,
  hint,
  required,
  children,
}: FieldShellProps) {
  const id = useId();
  const errorText = useErrorText();
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
      {children({
        id,
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {errorId ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={14} />
          <span>{errors.map((message) => errorText(message, errorValues)).join(' ')}</span>
        </p>
      ) : null}
      {hintId ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** What a field with a text value takes beside its control's own attributes. */
interface ValueFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  errorValues?: Record<string, unknown> | undefined;
  hint?: ReactNode;
}

/** A control's attributes, less those the field itself sets. */
type ControlAttributes<Attributes> = Omit<Attributes, 'onChange' | 'value' | 'id'>;

export type TextFieldProps = ControlAttributes<InputHTMLAttributes<HTMLInputElement>> &
  ValueFieldProps;

export function TextField({
  label,
  value,
  onChange,
  errors,
  errorValues,
  hint,
  required,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const [isRevealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldShell
      label={label}
      errors={errors}
      errorValues={errorValues}
      hint={hint}
      required={required}
    >
      {(control) => (
        <div className={styles.controlWrap}>
          <input
            {...control}
            className={classes(styles.control, isPassword && styles.withToggle, className)}
            type={isPassword && isRevealed ? 'text' : type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...rest}
          />
          {isPassword ? (
            <button
              type="button"
              className={styles.reveal}
              aria-pressed={isRevealed}
              aria-controls={control.id}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {isRevealed ? t('APP.FORM.HIDE_PASSWORD') : t('APP.FORM.SHOW_PASSWORD')}
            </button>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}

export type TextAreaFieldProps = ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>> &
  ValueFieldProps;

/** A text of several lines (a message to support); labelled and described like TextField. */
export function TextAreaField({
  label,
  value,
  onChange,
  errors,
  errorValues,
  hint,
  required,
  className,
  rows = 5,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldShell
      label={label}
      errors={errors}
      errorValues={errorValues}
      hint={hint}
      required={required}
    >
      {(control) => (
        <textarea
          {...control}
          className={classes(styles.control, styles.textarea, className)}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

export type SelectFieldProps = ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>> &
  ValueFieldProps & {
    options: readonly { value: string; label: string }[];
    /** The empty option's text; without it no empty option is offered. */
    placeholder?: string;
  };

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  errors,
  errorValues,
  hint,
  required,
  className,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldShell
      label={label}
      errors={errors}
      errorValues={errorValues}
      hint={hint}
      required={required}
    >
      {(control) => (
        <div className={styles.controlWrap}>
          <select
            {...control}
            className={classes(styles.control, styles.select, className)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
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

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[] | undefined;
  required?: boolean;
  onBlur?: () => void;
}

/** A box to tick (terms, promotions); its errors sit under the label (VAL-025). */
export function CheckboxField({
  label,
  checked,
  onChange,
  errors = [],
  required,
  onBlur,
}: CheckboxFieldProps) {
  const id = useId();
  const errorText = useErrorText();
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errorId}
          aria-required={required || undefined}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {errorId ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={14} />
          <span>{errors.map((message) => errorText(message)).join(' ')}</span>
        </p>
      ) : null}
    </div>
  );
}

export interface SwitchFieldProps {
  label: ReactNode;
  description?: ReactNode;
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

/** Messages of fields the form does not draw (and `base`), shown above the form. */
export function otherErrors(fields: Record<string, string[]>, drawn: readonly string[]): string[] {
  return Object.entries(fields)
    .filter(([field]) => !drawn.includes(field))
    .flatMap(([, messages]) => messages);
}

/** Errors that belong to no drawn field (wrong credentials, throttling), announced at once. */
export function FormError({ messages }: { messages?: readonly string[] | undefined }) {
  const errorText = useErrorText();
  if (!messages || messages.length === 0) return null;
  return (
    <div className={styles.formError} role="alert">
      <Icon name="alert" size={16} />
      <span>{messages.map((message) => errorText(message)).join(' ')}</span>
    </div>
  );
}
