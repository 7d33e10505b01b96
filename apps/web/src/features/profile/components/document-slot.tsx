import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycDocument, KycDocumentKind } from '@croupier/contracts/verification';
import { Icon } from '../../../components/icon';
import { showToast } from '../../../components/toast';
import { useUploadDocument } from '../api/upload-document';
import { profileFailure } from '../form-errors';
import { formatDateTime } from '../../../lib/format-date';
import { DOCUMENT_ACCEPT, documentProblem } from '../upload-rules';
import styles from './verification.module.css';

export interface DocumentSlotProps {
  kind: KycDocumentKind;
  /** This kind's documents, newest first. */
  documents: readonly KycDocument[];
  locale: string;
}

const STATUS_ICON = { pending: 'clock', approved: 'check', rejected: 'alert' } as const;

/**
 * One verification slot (identity or address; PR-032): choose or drop a JPEG, PNG or PDF up to
 * 10 MB, checked before it is sent; below, what was uploaded and how the review went.
 */
export function DocumentSlot({ kind, documents, locale }: DocumentSlotProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isDragging, setDragging] = useState(false);
  const upload = useUploadDocument();
  const isApproved = documents.some((document) => document.status === 'approved');
  const title = t(`PROFILE.VERIFICATION.KINDS.${kind.toUpperCase()}`);

  const send = (file: File | undefined) => {
    if (!file) return;
    const found = documentProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => showToast(t('PROFILE.VERIFICATION.UPLOADED'), 'success'),
        onError: (error) => {
          const errors = profileFailure(error);
          setProblem(errors.file?.[0] ?? errors.base?.[0] ?? 'PROFILE.ERRORS.GENERIC');
        },
      },
    );
    if (input.current) input.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <section className={styles.slot} aria-labelledby={`${inputId}-title`}>
      <div className={styles.slotHead}>
        <span className={styles.slotIcon} aria-hidden="true">
          <Icon name={kind === 'identity' ? 'user' : 'home'} size={20} />
        </span>
        <div>
          <h2 id={`${inputId}-title`} className={styles.slotTitle}>
            {title}
          </h2>
          <p className={styles.muted}>{t(`PROFILE.VERIFICATION.HINTS.${kind.toUpperCase()}`)}</p>
        </div>
      </div>
      {isApproved ? null : (
        <div
          className={[styles.drop, isDragging ? styles.dragging : ''].join(' ')}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid={`drop-${kind}`}
        >
          <Icon name="download" size={24} className={styles.dropIcon} />
          <p>
            {t('PROFILE.VERIFICATION.DROP')}{' '}
            <label htmlFor={inputId} className={styles.browse}>
              {t('PROFILE.VERIFICATION.BROWSE')}
            </label>
          </p>
          <p className={styles.muted}>{t('PROFILE.VERIFICATION.RULES')}</p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="visually-hidden"
            aria-label={t('PROFILE.VERIFICATION.UPLOAD_LABEL', { kind: title })}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            disabled={upload.isPending}
            onChange={(event) => send(event.target.files?.[0])}
          />
          {upload.isPending ? (
            <p className={styles.muted}>{t('PROFILE.VERIFICATION.UPLOADING')}</p>
          ) : null}
          {problem ? (
            <p id={`${inputId}-problem`} className={styles.problem} role="alert">
              {t(problem)}
            </p>
          ) : null}
        </div>
      )}
      {documents.length > 0 ? (
        <ul
          className={styles.documents}
          aria-label={t('PROFILE.VERIFICATION.UPLOADED_LIST', { kind: title })}
        >
          {documents.map((document) => (
            <li key={document.id} className={styles.document}>
              <Icon
                name={STATUS_ICON[document.status]}
                size={18}
                className={styles[document.status]}
              />
              <div className={styles.documentText}>
                <p className={styles.fileName}>{document.file_name}</p>
                <p className={styles.muted}>{formatDateTime(document.created_at, locale)}</p>
                {document.status === 'rejected' && document.reject_reason ? (
                  <p className={styles.reason}>
                    {t('PROFILE.VERIFICATION.REASON', { reason: document.reject_reason })}
                  </p>
                ) : null}
              </div>
              <span className={[styles.status, styles[document.status]].join(' ')}>
                {t(`PROFILE.VERIFICATION.STATUS.${document.status.toUpperCase()}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
