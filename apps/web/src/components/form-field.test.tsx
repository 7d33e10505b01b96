import { useState } from 'react';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../testing/shell-test-utils';
import { CheckboxField, FormError, SelectField, TextAreaField, TextField } from './form-field';

const inEnglish = (ui: ReactElement) =>
  render(<I18nextProvider i18n={testI18n()}>{ui}</I18nextProvider>);

function Password() {
  const [value, setValue] = useState('');
  return <TextField label="Password" type="password" value={value} onChange={setValue} />;
}

describe('TextField (PR-004, VAL-027)', () => {
  it('shows its errors in place, translated, and marks the control invalid', () => {
    inEnglish(
      <TextField
        label="Date of birth"
        value="16/06/2007"
        onChange={() => {}}
        errors={['VALIDATION.AGE_TOO_YOUNG']}
        errorValues={{ age: 18 }}
        hint="DD/MM/YYYY"
      />,
    );
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'You must be at least 18 years old to play. DD/MM/YYYY',
    );
  });

  it('shows a message it has no text for exactly as the server sent it', () => {
    inEnglish(
      <TextField
        label="Mobile phone"
        value="+1"
        onChange={() => {}}
        errors={['Phone: {{x}} is not reachable']}
      />,
    );
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription(
      'Phone: {{x}} is not reachable',
    );
  });

  it('without errors is not invalid and is described by its hint only', () => {
    inEnglish(<TextField label="Nickname" value="" onChange={() => {}} hint="3 to 15 letters" />);
    const input = screen.getByLabelText('Nickname');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('3 to 15 letters');
  });

  it('lets the player show and hide a password', async () => {
    inEnglish(<Password />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'secret-1');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('offers no toggle on other inputs', () => {
    inEnglish(<TextField label="Email" type="email" value="" onChange={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('TextAreaField', () => {
  it('is labelled, required and described by its errors and hint like a text field', () => {
    inEnglish(
      <TextAreaField
        label="Message"
        value=""
        onChange={() => {}}
        errors={['VALIDATION.MESSAGE_REQUIRED']}
        hint="0 of 5000 characters"
        required
      />,
    );
    const message = screen.getByRole('textbox', { name: /^Message/ });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Please write a message. 0 of 5000 characters');
  });
});

describe('SelectField, CheckboxField, FormError (VAL-025)', () => {
  it('a select shows its errors and hint in place', () => {
    inEnglish(
      <SelectField
        label="Country"
        value=""
        onChange={() => {}}
        options={[{ value: 'EE', label: 'Estonia' }]}
        placeholder="Choose…"
        errors={['VALIDATION.REQUIRED']}
        hint="Where you live"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('This field is required. Where you live');
  });

  it('an unticked required box shows its error under the label', () => {
    inEnglish(
      <CheckboxField
        label="I accept the terms"
        checked={false}
        onChange={() => {}}
        errors={['VALIDATION.REQUIRED']}
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('This field is required.');
  });

  it('announces errors that belong to no field, and nothing when there are none', () => {
    const { rerender } = inEnglish(<FormError messages={['VALIDATION.REQUIRED', 'Locked']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required. Locked');
    rerender(
      <I18nextProvider i18n={testI18n()}>
        <FormError messages={[]} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
