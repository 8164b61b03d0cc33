// The bot's long checks run twice over in `npm test`: a small fixed sample of their cases in the unit
// tier (the inner loop: `npm run test:quick`), and every case in the slow tier (vitest project `slow`,
// npm test's `slow` stage). A check's assertions are the same in both; only how many cases it walks
// differs. The tier comes from the project's `provide` in test/vitest.config.ts.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** 'full' in the slow project; 'sample' (or unset, run alone) elsewhere */
    tier: 'sample' | 'full';
  }
}

/** Whether this run walks every case (the slow project). */
export const fullTier = (): boolean => inject('tier') === 'full';

/** Every case in the slow tier, the sample's (chosen by position) in the unit tier. */
export function sampled<T>(all: readonly T[], sample: readonly number[]): T[] {
  if (fullTier()) return [...all];
  return sample.map((i) => {
    if (i < 0 || i >= all.length) throw new Error(`the sample names case ${i} of ${all.length}`);
    return all[i]!;
  });
}

/** A number for the slow tier, or for the unit tier's sample. */
export const byTier = <T>(full: T, sample: T): T => (fullTier() ? full : sample);
