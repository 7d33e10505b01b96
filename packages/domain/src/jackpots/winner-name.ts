/** K-042: a jackpot winner shows as the first 6 characters of their name plus `***` (JP-006). */
export const WINNER_NAME_VISIBLE = 6;

export function maskWinnerName(name: string): string {
  return `${Array.from(name.trim()).slice(0, WINNER_NAME_VISIBLE).join('')}***`;
}
