/**
 * Card number rules (engagement.md §5 card validation; CB-022) and the detector that keeps card
 * numbers out of everything the casino stores (RELIABILITY IN-07, PCI DSS SAQ A): the casino
 * never takes a card number, so one showing up in a request or a log is refused or masked.
 */

/** The Luhn checksum of a string of digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as typed (spaces and dashes allowed): 13 to 19 digits passing Luhn. */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{13,19}$/.test(digits) && isLuhnValid(digits);
}

/** `MM/YY` not before the current month (a card is valid through the end of its month). */
export function isExpiryValid(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** CB-022/CB-023: a card whose number starts with a disallowed BIN is refused. */
export function isBinAllowed(cardNumber: string, disallowedBins: readonly string[]): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return !disallowedBins.some((bin) => bin.length > 0 && digits.startsWith(bin));
}

// Runs of 13-19 digits, possibly grouped by single spaces or dashes, standing on their own: not
// inside a longer number and not glued to letters or an address (a timestamp in an e-mail, the
// digits of an IBAN or a crypto address are not card numbers).
const CANDIDATE = /(?<![\dA-Za-z@._-])(?:\d[ -]?){12,18}\d(?![\dA-Za-z@])/g;

/** Whether `text` contains something that looks like a card number (IN-07). */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(CANDIDATE)) {
    if (isCardNumber(match[0])) return true;
  }
  return false;
}

/** `text` with every card-number-like run replaced by its last four digits behind asterisks. */
export function maskCardNumbers(text: string): string {
  return text.replace(CANDIDATE, (match) =>
    isCardNumber(match) ? `************${match.replace(/[\s-]/g, '').slice(-4)}` : match,
  );
}
