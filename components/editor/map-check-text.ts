/** The words of each map-side check (src/content/map-checks.ts), for the map-side editor. */
import { msg, str } from '../../i18n/localization.ts';
import type { MapCheck } from '../../src/content/map-checks.ts';
import { cardName } from '../../i18n/content-words.ts';
import { formatList } from '../../i18n/format.ts';

export function mapCheckText(c: MapCheck): string {
  switch (c.check) {
    case 'unreadable':
      return msg(str`The map cannot be read: ${c.error}`);
    case 'size':
      return msg(str`${c.rows} by ${c.cols} spaces (the printed sheet is 11 by 11)`);
    case 'empty':
      return msg(str`${c.count} empty spaces to draw on`);
    case 'fit':
      return c.stuck.length ? msg(str`No room for: ${formatList(c.stuck.map(cardName))}`) : msg('Every explore shape of the base game fits on the empty side');
    case 'ruins':
      return msg(str`${c.count} ruins spaces (ruins cards need at least one)`);
    case 'mountains':
      return msg(str`Mountains that can earn a coin (once their four sides are filled): ${c.count}`);
    case 'edge-mountains':
      return msg(str`Mountains on the map edge: ${c.count}. They earn no coin: a space on the edge has no fourth side to fill.`);
  }
}
