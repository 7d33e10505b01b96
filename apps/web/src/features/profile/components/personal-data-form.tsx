import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerFieldsResponse } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import { minimumAge } from '@croupier/domain/player/minimum-age';
import { inferState } from '@croupier/domain/player/postal-state';
import { Button } from '../../../components/button';
import { showToast } from '../../../components/toast';
import { logError } from '../../../lib/logger';
import { useUpdatePlayer } from '../api/update-player';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_ERROR, hasErrors } from '../../../lib/read-field-errors';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { profileFailure } from '../form-errors';
import {
  buildUpdate,
  EDITION_CONTEXT,
  initialValues,
  LOCKED_WHEN_VERIFIED,
  missingRequired,
  planFields,
  stateOptions,
  type FormField,
  type FormValues,
} from '../personal-data';
import { FormError, SelectField, TextField } from '../../../components/form-field';
import styles from './profile.module.css';

export interface PersonalDataFormProps {
  player: Player;
  config: PlayerFieldsResponse;
  /** Country codes the brand serves (GET /api/info/countries). */
  countries: readonly string[];
  locale: string;
  onSaved: (player: Player) => void;
  /** The player-fields context shown and saved with; a game provider's for its launch (PR-008). */
  context?: string;
}

/** Keeps the first message of each field: one reason at a time reads best. */
function merge(...sources: FieldErrors[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const source of sources)
    for (const [field, messages] of Object.entries(source))
      if (messages[0] !== undefined && !errors[field]) errors[field] = [messages[0]];
  return errors;
}

/**
 * Personal data (platform-core.md §3 Player; PR-004..PR-006, PR-009, PR-037, VAL-026, VAL-036):
 * the `edition` context's fields, validated with the contract the api uses, saved with
 * `PATCH /api/player {user, context: 'edition'}`; the api's field errors show in place.
 */
export function PersonalDataForm({
  player,
  config,
  countries,
  locale,
  onSaved,
  context = EDITION_CONTEXT,
}: PersonalDataFormProps) {
  const { t } = useTranslation();
  const plan = useMemo(() => planFields(config, context), [config, context]);
  const [values, setValues] = useState<FormValues>(() => initialValues(player));
  const isVerified = player.verified === true;
  const mutation = useUpdatePlayer((saved) => {
    onSaved(saved);
    setValues(initialValues(saved));
    showToast(t('PROFILE.PERSONAL.SAVED'), 'success');
  });

  const countryNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  const countryOptions = useMemo(() => {
    const codes = new Set(countries);
    if (values.country) codes.add(values.country);
    return [...codes]
      .map((code) => ({ value: code, label: countryNames?.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [countries, countryNames, locale, values.country]);
  const states = stateOptions(values.country);

  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit({
    check: async () => {
      try {
        const user = buildUpdate(values, plan, isVerified);
        const { editableProfileFieldsSchema, fieldErrors, profileAgeProblem } =
          await import('../../../lib/contracts');
        const parsed = editableProfileFieldsSchema.safeParse(user);
        const age = profileAgeProblem(
          {
            date_of_birth: user.date_of_birth,
            country: values.country || player.country,
            state: values.state || player.state,
            postal_code: values.postal_code || player.postal_code,
          },
          new Date(),
        );
        const found = merge(
          missingRequired(values, plan, isVerified),
          parsed.success ? {} : fieldErrors(parsed.error.issues),
          age && parsed.success ? { date_of_birth: [age] } : {},
        );
        return hasErrors(found) ? { errors: found } : { value: user };
      } catch (error) {
        // A failure of this page itself (not an answer of the api): say so instead of freezing.
        logError('PROFILE_SAVE_ERROR', error);
        return { errors: { [FORM_ERROR]: ['PROFILE.ERRORS.GENERIC'] } };
      }
    },
    send: (user) => mutation.mutateAsync({ user, context }),
    readError: (error) => {
      const answer = profileFailure(error);
      // A message for a field this form does not show still reaches the player.
      const placed: FieldErrors = {};
      for (const [field, messages] of Object.entries(answer)) {
        const key = plan.visible.includes(field as FormField) ? field : FORM_ERROR;
        placed[key] = [...(placed[key] ?? []), ...messages];
      }
      return placed;
    },
  });

  const set = (field: FormField, value: string) => {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'country' && current.state && !stateOptions(value)?.includes(current.state))
        next.state = '';
      // PR-009 while typing: an empty state follows the postal code (AU range, CA letter).
      if (
        (field === 'postal_code' || field === 'country') &&
        next.state === '' &&
        plan.visible.includes('state')
      ) {
        next.state = inferState(next.country, next.postal_code) ?? '';
      }
      return next;
    });
  };

  const ageLimit = minimumAge({
    country: values.country || player.country,
    state: values.state || player.state,
    postalCode: values.postal_code || player.postal_code,
    product: 'casino',
  });
  const isLocked = (field: FormField) => isVerified && LOCKED_WHEN_VERIFIED.includes(field);
  const common = (field: FormField) => ({
    label: t(`PROFILE.FIELDS.${field.toUpperCase()}`),
    value: values[field],
    onChange: (value: string) => set(field, value),
    errors: errors[field],
    required: plan.required.has(field),
    disabled: isLocked(field),
    name: field,
  });

  const renderField = (field: FormField) => {
    switch (field) {
      case 'gender':
        return (
          <SelectField
            key={field}
            {...common(field)}
            placeholder={t('PROFILE.FIELDS.CHOOSE')}
            options={[
              { value: 'f', label: t('PROFILE.FIELDS.GENDER_F') },
              { value: 'm', label: t('PROFILE.FIELDS.GENDER_M') },
            ]}
          />
        );
      case 'country':
        return (
          <SelectField
            key={field}
            {...common(field)}
            autoComplete="country"
            placeholder={t('PROFILE.FIELDS.CHOOSE')}
            options={countryOptions}
          />
        );
      case 'state':
        return states ? (
          <SelectField
            key={field}
            {...common(field)}
            autoComplete="address-level1"
            placeholder={t('PROFILE.FIELDS.CHOOSE')}
            options={[...new Set([...states, ...(values.state ? [values.state] : [])])].map(
              (name) => ({ value: name, label: name }),
            )}
            hint={t('PROFILE.FIELDS.STATE_HINT')}
          />
        ) : (
          <TextField key={field} {...common(field)} autoComplete="address-level1" />
        );
      case 'date_of_birth':
        return (
          <TextField
            key={field}
            {...common(field)}
            errorValues={{ age: ageLimit }}
            placeholder={t('PROFILE.FIELDS.DATE_PLACEHOLDER')}
            inputMode="numeric"
            autoComplete="bday"
            hint={isLocked(field) ? t('PROFILE.PERSONAL.LOCKED') : t('PROFILE.FIELDS.DATE_HINT')}
          />
        );
      case 'mobile_phone':
        return <TextField key={field} {...common(field)} type="tel" autoComplete="tel" />;
      case 'postal_code':
        return <TextField key={field} {...common(field)} autoComplete="postal-code" />;
      case 'city':
        return <TextField key={field} {...common(field)} autoComplete="address-level2" />;
      case 'address':
        return <TextField key={field} {...common(field)} autoComplete="street-address" />;
      case 'first_name':
        return <TextField key={field} {...common(field)} autoComplete="given-name" />;
      case 'last_name':
        return <TextField key={field} {...common(field)} autoComplete="family-name" />;
      case 'nickname':
        return <TextField key={field} {...common(field)} autoComplete="nickname" />;
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>{plan.visible.map(renderField)}</div>
      {isVerified ? <p className={styles.note}>{t('PROFILE.PERSONAL.VERIFIED_NOTE')}</p> : null}
      <FormError messages={errors[FORM_ERROR]} />
      <div className={styles.actions}>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? t('PROFILE.ACTIONS.SAVING') : t('PROFILE.ACTIONS.SAVE')}
        </Button>
      </div>
    </form>
  );
}
