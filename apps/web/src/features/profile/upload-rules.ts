/**
 * What the verification upload accepts: JPEG, PNG or PDF up to 10 MB, the limits of
 * `@croupier/contracts/verification` (a test keeps them equal; the values are repeated here so
 * zod stays out of this chunk, decision 0201). The api checks again by the file's first bytes;
 * this check spares the player a useless upload.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];
const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** The file input's `accept`. */
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The message key for a file the api would refuse, or null when it may go. */
export function documentProblem(file: { name: string; type: string; size: number }): string | null {
  // Some systems give no type for a known extension; the name decides then.
  const typeOk = file.type ? DOCUMENT_TYPES.includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk || file.size === 0) return 'VALIDATION.FILE_TYPE';
  if (file.size > MAX_DOCUMENT_BYTES) return 'VALIDATION.FILE_TOO_LARGE';
  return null;
}
