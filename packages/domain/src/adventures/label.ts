/**
 * The step label an adventure prize gift is titled with (VIP-018, VIP-019):
 * `adv_{step}_{total}_{DD/MM/YYYY}`, for example `adv_3_8_05/06/2025`. The total counts the
 * super-prize step, so a seven-day calendar labels its days 1..7 of 8 and the super prize 8 of 8.
 */
export interface AdventureLabel {
  step: number;
  total: number;
  /** DD/MM/YYYY: the player's local date the step was completed on. */
  date: string;
}

const LABEL = /^adv_(\d{1,4})_(\d{1,4})_(\d{2})\/(\d{2})\/(\d{4})$/;

export function formatAdventureLabel(label: AdventureLabel): string {
  return `adv_${label.step}_${label.total}_${label.date}`;
}

/** The label in a gift title; null when the title is not one (or names an impossible date). */
export function parseAdventureLabel(title: string): AdventureLabel | null {
  const match = LABEL.exec(title.trim());
  if (!match) return null;
  const [, step = '', total = '', day = '', month = '', year = ''] = match;
  const stepNumber = Number(step);
  const totalNumber = Number(total);
  if (stepNumber < 1 || totalNumber < 1 || stepNumber > totalNumber) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return { step: stepNumber, total: totalNumber, date: `${day}/${month}/${year}` };
}
