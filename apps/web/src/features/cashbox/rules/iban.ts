/**
 * CB-024 (engagement.md §5): a Lithuanian IBAN (country prefix LT) shows a message and puts the
 * player in the brand's Lithuanian-IBAN group.
 */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isLithuanianIban(text: string): boolean {
  return /^LT\d{2}/.test(normalizeIban(text));
}
