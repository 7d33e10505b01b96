import { useId } from 'react';
import styles from './limits.module.css';

export interface Choice {
  value: string;
  label: string;
}

/** Radio buttons drawn as pills: one length to pick (a break, a self-exclusion). */
export function ChoiceGroup({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.choicesLegend}>{legend}</legend>
      <div className={styles.choiceList}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={styles.choiceInput}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
