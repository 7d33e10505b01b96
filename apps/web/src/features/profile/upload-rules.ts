/**
 * What the verification upload accepts (api-shapes KYC: JPEG, PNG or PDF up to 10 MB). The api
 * checks again by the file's first bytes; this check spares the player a useless upload.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** The file input's `accept`. */
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The message key for a file the api would refuse, or null when it may go. */
export function documentProblem(file: { name: string; type: string; size: number }): string | null {
  const typeOk = file.type
    ? (DOCUMENT_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.test(file.name);
  if (!typeOk) return 'VALIDATION.FILE_TYPE';
  if (file.size > MAX_DOCUMENT_BYTES) return 'VALIDATION.FILE_TOO_LARGE';
  if (file.size === 0) return 'VALIDATION.FILE_TYPE';
  return null;
}
