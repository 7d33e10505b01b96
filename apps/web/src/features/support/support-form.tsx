import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@croupier/domain/support/contact-message';
import { Button } from '../../components/button';
import { FormError, otherErrors, TextAreaField, TextField } from '../../components/form-field';
import { Icon } from '../../components/icon';
import type { FieldErrors } from '../../lib/field-errors';
import { readFieldErrors } from '../../lib/read-field-errors';
import { useFormSubmit } from '../../lib/use-form-submit';
import { sendContactMessage } from './api/send-contact-message';
import styles from './support-form.module.css';

const FIELDS = ['email', 'name', 'subject', 'message'] as const;

/**
 * What the api answered, as the form shows it (PR-034: the answer's `errors` are thrown to the
 * form): a 422's field messages go in place, a 429 (5 a minute) and anything else become one
 * message above the form. Nothing is sent again by itself: the player decides.
 */
const sendErrors = (error: unknown): FieldErrors =>
  readFieldErrors(error, {
    tooMany: 'SUPPORT.ERRORS.TOO_MANY',
    network: 'SUPPORT.ERRORS.NETWORK',
    fallback: 'SUPPORT.ERRORS.UNAVAILABLE',
  });

export interface SupportFormProps {
  /** The signed-in player's address: the e-mail field starts with it. None for a guest. */
  accountEmail?: string | undefined;
  /** Closes the widget (the confirmation's "Done"). */
  onDone?: () => void;
}

/**
 * The support widget (platform-core.md §4 Chat choice, SH-044: the other widget while no live
 * chat is configured): a guest or a player writes to support through the contact form (PR-034)
 * and is answered by e-mail. A guest must say where; a player's address is filled in.
 */
export function SupportForm({ accountEmail, onDone }: SupportFormProps) {
  const { t } = useTranslation();
  // null until the player edits it, so an account's address that arrives later still fills it.
  const [emailDraft, setEmailDraft] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const email = emailDraft ?? accountEmail ?? '';
  const isTooLong = message.length > CONTACT_MESSAGE_MAX_LENGTH;
  // Focus follows the view, so a keyboard or screen-reader user lands on what changed.
  const sentRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hasSent = sentTo !== null;
  const shownView = useRef(hasSent);
  useEffect(() => {
    if (shownView.current === hasSent) return;
    shownView.current = hasSent;
    if (hasSent) sentRef.current?.focus();
    else formRef.current?.querySelector('textarea')?.focus();
  }, [hasSent]);

  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit<string>({
    check: () => {
      const address = email.trim() || accountEmail || '';
      const found: FieldErrors = {};
      if (!address) found.email = ['VALIDATION.REQUIRED'];
      if (!message.trim()) found.message = ['VALIDATION.MESSAGE_REQUIRED'];
      else if (isTooLong) found.message = ['VALIDATION.TOO_LONG'];
      return Object.keys(found).length > 0 ? { errors: found } : { value: address };
    },
    send: async (address) => {
      await sendContactMessage({
        email: address,
        message: message.trim(),
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(subject.trim() ? { subject: subject.trim() } : {}),
      });
      setSentTo(address);
    },
    readError: sendErrors,
  });
  // A refused send takes the player to the first field to fix; its message describes it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function writeAnother() {
    setSubject('');
    setMessage('');
    setErrors({});
    setSentTo(null);
  }

  const header = (
    <header className={styles.header}>
      <span className={hasSent ? styles.badgeSent : styles.badge} aria-hidden="true">
        <Icon name={hasSent ? 'check' : 'headset'} size={20} />
      </span>
      <div className={styles.heading}>
        <h2 className={styles.title}>{t(hasSent ? 'SUPPORT.SENT_TITLE' : 'SUPPORT.TITLE')}</h2>
        {hasSent ? null : <p className={styles.subtitle}>{t('SUPPORT.SUBTITLE')}</p>}
      </div>
    </header>
  );

  if (sentTo !== null) {
    return (
      <section className={styles.widget}>
        {header}
        <div ref={sentRef} className={styles.sent} role="status" tabIndex={-1}>
          <Icon name="mail" size={20} />
          <p>{t('SUPPORT.SENT', { email: sentTo })}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="outline" onClick={writeAnother}>
            {t('SUPPORT.WRITE_ANOTHER')}
          </Button>
          {onDone ? <Button onClick={onDone}>{t('SUPPORT.DONE')}</Button> : null}
        </div>
      </section>
    );
  }

  return (
    <section className={styles.widget}>
      {header}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <FormError messages={otherErrors(errors, FIELDS)} />
        <TextField
          label={t('SUPPORT.FIELDS.EMAIL')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={setEmailDraft}
          errors={errors.email}
          hint={t('SUPPORT.FIELDS.EMAIL_HINT')}
          required={!accountEmail}
        />
        <div className={styles.row}>
          <TextField
            label={t('SUPPORT.FIELDS.NAME')}
            name="name"
            autoComplete="name"
            value={name}
            onChange={setName}
            errors={errors.name}
          />
          <TextField
            label={t('SUPPORT.FIELDS.SUBJECT')}
            name="subject"
            autoComplete="off"
            value={subject}
            onChange={setSubject}
            errors={errors.subject}
          />
        </div>
        <TextAreaField
          label={t('SUPPORT.FIELDS.MESSAGE')}
          name="message"
          rows={6}
          value={message}
          onChange={setMessage}
          errors={errors.message}
          required
          hint={
            <span className={isTooLong ? styles.countOver : styles.count}>
              {t('SUPPORT.FIELDS.MESSAGE_COUNT', {
                length: message.length,
                max: CONTACT_MESSAGE_MAX_LENGTH,
              })}
            </span>
          }
        />
        <Button type="submit" size="lg" block disabled={isBusy} aria-busy={isBusy}>
          <Icon name="chat" size={18} />
          {t(isBusy ? 'SUPPORT.SENDING' : 'SUPPORT.SEND')}
        </Button>
      </form>
    </section>
  );
}
