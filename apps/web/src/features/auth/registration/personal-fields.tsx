import { Trans, useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import type { RegistrationFieldProps } from './registration-field-props';
import { minimumAgeOf, type ContextTextField } from './registration-fields';

const FIELD_INPUT: Record<
  ContextTextField,
  { autoComplete: string; inputMode?: 'tel' | 'numeric' }
> = {
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  nickname: { autoComplete: 'nickname' },
  date_of_birth: { autoComplete: 'off', inputMode: 'numeric' },
  mobile_phone: { autoComplete: 'tel', inputMode: 'tel' },
  postal_code: { autoComplete: 'postal-code' },
  state: { autoComplete: 'address-level1' },
};

const FIELD_LABEL: Record<ContextTextField, string> = {
  first_name: 'AUTH.FIELDS.FIRST_NAME',
  last_name: 'AUTH.FIELDS.LAST_NAME',
  nickname: 'AUTH.FIELDS.NICKNAME',
  date_of_birth: 'AUTH.FIELDS.DATE_OF_BIRTH',
  mobile_phone: 'AUTH.FIELDS.MOBILE_PHONE',
  postal_code: 'AUTH.FIELDS.POSTAL_CODE',
  state: 'AUTH.FIELDS.STATE',
};

export interface PersonalFieldsProps extends RegistrationFieldProps {
  /** The brand's registration-context fields (PR-006, PR-007), in its order. */
  shown: readonly ContextTextField[];
  required: ReadonlySet<string>;
  isNicknameRequired: boolean;
  hasSmsPromos: boolean;
}

/** The personal details, the promotion choices and the terms (the second step of variant b). */
export function PersonalFields({
  values,
  set,
  onBlur,
  errorsOf,
  shown,
  required,
  isNicknameRequired,
  hasSmsPromos,
}: PersonalFieldsProps) {
  const { t } = useTranslation();
  const ageValues = { age: minimumAgeOf(values) };

  const textField = (name: ContextTextField, isRequired: boolean) => (
    <TextField
      key={name}
      label={t(FIELD_LABEL[name])}
      name={name}
      value={values[name]}
      onChange={(value) => set(name, value)}
      onBlur={() => onBlur(name)}
      errors={errorsOf(name)}
      errorValues={name === 'date_of_birth' ? ageValues : undefined}
      placeholder={name === 'date_of_birth' ? t('AUTH.FIELDS.DATE_PLACEHOLDER') : undefined}
      hint={name === 'nickname' && !isRequired ? t('AUTH.FIELDS.OPTIONAL') : undefined}
      required={isRequired}
      {...FIELD_INPUT[name]}
    />
  );

  return (
    <>
      {shown.map((name) => textField(name, required.has(name)))}
      {textField('nickname', isNicknameRequired)}
      <CheckboxField
        label={t('AUTH.FIELDS.RECEIVE_PROMOS')}
        checked={values.receive_promos}
        onChange={(checked) => set('receive_promos', checked)}
      />
      {hasSmsPromos ? (
        <CheckboxField
          label={t('AUTH.FIELDS.RECEIVE_SMS_PROMOS')}
          checked={values.receive_sms_promos}
          onChange={(checked) => set('receive_sms_promos', checked)}
        />
      ) : null}
      <CheckboxField
        label={
          <Trans
            i18nKey="AUTH.FIELDS.TERMS"
            components={{
              terms: (
                <LocaleLink
                  to={paths.termsAndConditions.getHref()}
                  target="_blank"
                  rel="noopener"
                />
              ),
            }}
          />
        }
        checked={values.terms_acceptance}
        onChange={(checked) => set('terms_acceptance', checked)}
        onBlur={() => onBlur('terms_acceptance')}
        errors={errorsOf('terms_acceptance')}
        required
      />
    </>
  );
}
