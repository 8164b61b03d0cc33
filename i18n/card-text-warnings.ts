/** A card text that no longer matches its rule, in the reader's language (the editor and `carto validate`). */
import type { CardTextWarning } from '../src/content/card-texts.ts';
import type { Terrain, TextMismatch } from '../src/scoring/card-text/index.ts';
import { formatNumber } from './format.ts';
import { msg, str } from './localization.ts';
import { fillName } from './terrain-names.ts';

function terrain(t: Terrain): string {
  return t === 'ruins' ? msg('ruins') : fillName(t);
}

/** One disagreement: "the rule has 2, the text does not say it". */
export function mismatchSentence(m: TextMismatch): string {
  switch (m.kind) {
    case 'number-missing':
      return msg(str`the rule has ${formatNumber(m.value)}, the text does not say it`);
    case 'number-extra':
      return msg(str`the text says ${formatNumber(m.value)}, the rule does not`);
    case 'terrain-missing':
      return msg(str`the rule names ${terrain(m.value)}, the text does not`);
    case 'terrain-extra':
      return msg(str`the text names ${terrain(m.value)}, the rule does not`);
  }
}

/** The whole warning: "The card text of riverwood no longer matches its rule: ...". */
export function cardTextWarningSentence(w: CardTextWarning): string {
  return msg(str`The card text of ${w.id} no longer matches its rule: ${w.mismatches.map(mismatchSentence).join('; ')}.`);
}
