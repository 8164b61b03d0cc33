/**
 * The numbers of a balance report (src/bot/balance.ts): the distribution of a card's stars, the
 * solo value suggested from them, and its spread. Pure.
 */

export interface Distribution {
  /** every sample, in game order */
  readonly samples: readonly number[];
  readonly mean: number;
  readonly min: number;
  readonly max: number;
}

/** A range a value lies in with 95% confidence, both ends rounded as the value is. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

export function distribution(samples: number[]): Distribution {
  const n = samples.length;
  return { samples, mean: n ? round2(samples.reduce((a, b) => a + b, 0) / n) : 0, min: n ? Math.min(...samples) : 0, max: n ? Math.max(...samples) : 0 };
}

/** Student's t at 97.5% for 1..30 degrees of freedom (a two-sided 95% interval); past 30 the normal's 1.96 is close enough. */
const T975 = [
  12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18, 2.16, 2.14, 2.13, 2.12, 2.11, 2.1, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06,
  2.05, 2.05, 2.05, 2.04,
];

/** The mean of `samples` and its standard error (the sample standard deviation over the square root of n; 0 with fewer than two). */
export function meanAndError(samples: readonly number[]): { mean: number; se: number } {
  const n = samples.length;
  const mean = n ? samples.reduce((a, b) => a + b, 0) / n : 0;
  if (n < 2) return { mean, se: 0 };
  const variance = samples.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  return { mean, se: Math.sqrt(variance / n) };
}

/** The 95% confidence interval of the mean of `samples` (not rounded), or null with fewer than two. */
export function meanInterval(samples: readonly number[]): { low: number; high: number } | null {
  const n = samples.length;
  if (n < 2) return null;
  const { mean, se } = meanAndError(samples);
  const half = (T975[n - 2] ?? 1.96) * se;
  return { low: mean - half, high: mean + half };
}

/** What a solo value is suggested from: each card's printed solo value and its stars per season. */
export interface SoloSample {
  readonly designer: boolean;
  readonly solo: number;
  readonly stars: Distribution | undefined;
}

export interface SoloSuggestion {
  readonly value: number;
  /** The range the value would take over the 95% interval of the card's mean stars; null with fewer than two samples. */
  readonly interval: Interval | null;
}

/**
 * Printed solo value per average star per season, over the official cards, times the card's
 * average (the printed values sum two seasons of a strong player: the ratio carries that scale).
 * Its spread: the same ratio over the 95% interval of the card's own mean, the part of the
 * uncertainty a designer can shrink by running more games.
 */
export function suggestSolo(cards: readonly SoloSample[]): SoloSuggestion {
  const official = cards.filter((c) => !c.designer);
  const mine = cards.find((c) => c.designer);
  if (!mine || official.length === 0) return { value: 0, interval: null };
  const stars = official.reduce((s, c) => s + (c.stars?.mean ?? 0), 0);
  const solo = official.reduce((s, c) => s + c.solo, 0);
  if (stars <= 0) return { value: Math.round(solo / official.length), interval: null };
  const ratio = solo / stars;
  const range = meanInterval(mine.stars?.samples ?? []);
  return {
    value: Math.round(ratio * (mine.stars?.mean ?? 0)),
    interval: range ? { low: Math.max(0, Math.round(ratio * range.low)), high: Math.round(ratio * range.high) } : null,
  };
}
