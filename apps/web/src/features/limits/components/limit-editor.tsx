import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError, TextField } from '../../../components/form-field';
import type { FieldErrors } from '../../../lib/field-errors';
import { splitErrors } from '../limit-errors';
import styles from './limits.module.css';

export interface LimitEditorProps {
  label: ReactNode;
  /** The request field the server reports this input's errors under (LM-005). */
  field: string;
  initialValue: string;
  hint?: ReactNode;
  inputMode: 'decimal' | 'numeric';
  errors: FieldErrors;
  isPending: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** The inline form of one limit: one value, save and cancel, errors in place. */
export function LimitEditor(props: LimitEditorProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initialValue);
  const { field, rest } = splitErrors(props.errors, props.field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(value);
  };
  return (
    <form className={styles.editor} onSubmit={submit} noValidate>
      <div className={styles.editorField}>
        <TextField
          label={props.label}
          value={value}
          onChange={setValue}
          inputMode={props.inputMode}
          autoComplete="off"
          errors={field}
          hint={props.hint}
          // The editor opens on the player's request: the value is what they came to type.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </div>
      <FormError messages={rest} />
      <div className={styles.editorActions}>
        <Button type="submit" size="sm" disabled={props.isPending}>
          {t('LIMITS.ACTIONS.SAVE')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={props.onCancel}>
          {t('LIMITS.ACTIONS.CANCEL')}
        </Button>
      </div>
    </form>
  );
}
