/** The words printed on print-and-play cards (src/print/cards.ts), in the page's language. */
import { msg, str } from '../../i18n/localization.ts';
import type { PrintLabels } from '../../src/print/cards.ts';
import { stars } from '../../i18n/counts.ts';

export function printLabels(): PrintLabels {
  return {
    time: (n) => msg(str`Time ${n}`),
    solo: (n) => msg(str`Solo ${n}`),
    stack: (s) => msg(str`${s} stack`),
    pass: (d) => (d === 'clockwise' ? msg('Pass clockwise') : msg('Pass counterclockwise')),
    example: (n) => msg(str`Example: ${stars(n)}`),
    kind: (k) =>
      ({
        explore: msg('Explore'),
        ambush: msg('Ambush'),
        hero: msg('Hero'),
        scoring: msg('Scoring'),
        season: msg('Season'),
        edict: msg('Edict'),
        map: msg('Map side'),
      })[k],
  };
}
