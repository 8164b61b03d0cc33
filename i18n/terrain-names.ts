/** The names of the map's fills (src/grid/fills.ts) in the reader's language: one message per fill. */
import { msg } from './localization.ts';
import type { Fill } from '../src/grid/fills.ts';

const NAMES: { readonly [F in Fill]: () => string } = {
  empty: () => msg('empty', { id: 'fill.empty' }),
  forest: () => msg('forest', { id: 'fill.forest' }),
  village: () => msg('village', { id: 'fill.village' }),
  farm: () => msg('farm', { id: 'fill.farm' }),
  water: () => msg('water', { id: 'fill.water' }),
  monster: () => msg('monster', { id: 'fill.monster' }),
  hero: () => msg('hero', { id: 'fill.hero' }),
  mountain: () => msg('mountain', { id: 'fill.mountain' }),
  wasteland: () => msg('wasteland', { id: 'fill.wasteland' }),
  destroyed: () => msg('destroyed', { id: 'fill.destroyed' }),
};

/** "forest", "Wald", "las" (lower case: it is used inside sentences). */
export function fillName(fill: Fill): string {
  return NAMES[fill]();
}
