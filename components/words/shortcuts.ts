/**
 * The letter keys of a placement in the reader's language (German D for Drehen, S for Spiegeln;
 * Polish O for Obróć, P for Przewróć). The English R, F and O keep working in every language.
 */
import { msg } from '../../i18n/localization.ts';
import type { PlacementKeys } from '../../machines/placement.connect.ts';

export function placementKeys(): PlacementKeys {
  return {
    rotate: msg('R', { id: 'key.rotate', desc: 'the key that turns the shape (first letter of the Rotate button)' }),
    flip: msg('F', { id: 'key.flip', desc: 'the key that mirrors the shape (first letter of the Flip button)' }),
    option: msg('O', { id: 'key.option', desc: "the key that picks the card's next shape option; must differ from the two above" }),
  };
}
