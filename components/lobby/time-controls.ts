import { msg } from '../../i18n/localization.ts';

/** Time controls a table is created with: a deadline per move, from a minute (live play) to a week (play by correspondence). */
export const TIME_CONTROLS: readonly [seconds: number, label: () => string][] = [
  [0, () => msg('none')],
  [60, () => msg('1 minute')],
  [120, () => msg('2 minutes')],
  [600, () => msg('10 minutes')],
  [3600, () => msg('1 hour')],
  [86400, () => msg('1 day')],
  [3 * 86400, () => msg('3 days')],
  [7 * 86400, () => msg('7 days')],
];
