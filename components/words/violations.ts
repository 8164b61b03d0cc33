/**
 * The engine's refusals in the reader's language: one message per code of src/codes.ts (the
 * `satisfies` below fails to compile when a code is added without its sentence), with the values
 * the engine sent along. The engine's own English `message` is for logs and tools, never shown.
 */
import { msg, str } from '../../i18n/localization.ts';
import type { ViolationCode, ViolationParams } from '../../src/codes.ts';
import { isFill } from '../../src/grid/fills.ts';
import { formatList, formatNumber } from '../../i18n/format.ts';
import { fillName } from '../../i18n/terrain-names.ts';
import { spaces } from '../../i18n/counts.ts';

/** How a sentence names a card id (from the content in play); the id itself when unknown. */
export type CardNamer = (id: string) => string;

type Sentence = (p: ViolationParams, card: CardNamer) => string;

const num = (p: ViolationParams, key: string) => formatNumber(Number(p[key] ?? 0));
const fill = (p: ViolationParams, key = 'fill') => {
  const f = String(p[key] ?? '');
  return isFill(f) ? fillName(f) : f;
};

const SENTENCES = {
  'action.unknown': (p) => msg(str`Unknown action "${String(p['type'] ?? '')}".`),
  'action.player': (p) => msg(str`Player ${String(p['player'] ?? '')} is not at this table.`),
  'action.cells': () => msg('Spaces must be pairs of a row and a column.'),
  'action.draw': () => msg('A drawing needs a shape option and a terrain.'),
  'game.over': () => msg('The game is over.'),
  'turn.nothing-to-do': () => msg('Nothing to do now: waiting for the others.'),
  'turn.wrong-action': () => msg('That is not what this turn asks for.'),
  'placement.no-such-option': (p) => msg(str`The card has no shape option ${num(p, 'option')}.`),
  'placement.outside': () => msg('The shape would leave the map.'),
  'placement.not-the-shape': () => msg('Those spaces are not the chosen shape, turned or mirrored.'),
  'placement.overlap': (p) =>
    p['row'] !== undefined
      ? msg(str`Row ${num(p, 'row')}, column ${num(p, 'column')} is already filled (${fill(p)}).`)
      : msg('The shape would cover a filled space.'),
  'placement.ruins': () => msg('After a ruins card the shape must cover an empty ruins space.'),
  'placement.fallback-required': () => msg('No shape can cover an empty ruins space: draw a 1x1 square instead.'),
  'placement.shape-fits': () => msg('A shape of the card fits: the 1x1 square is only for when none does.'),
  'placement.fallback-size': () => msg('The fallback is a single 1x1 square.'),
  'placement.fallback-terrain': (p) => msg(str`A 1x1 square may not be ${fill(p, 'terrain')}.`),
  'placement.terrain': (p, card) =>
    msg(
      str`${card(String(p['card'] ?? ''))} offers ${formatList(
        String(p['terrains'] ?? '')
          .split(' ')
          .filter(Boolean)
          .map((t) => (isFill(t) ? fillName(t) : t)),
        'disjunction',
      )}, not ${fill(p, 'terrain')}.`,
    ),
  'placement.not-an-option': () => msg('That space cannot be destroyed now: choose a highlighted space.'),
  'hero.outside': () => msg('That space is outside the map.'),
  'hero.overlap': (p) => msg(str`The hero space must be empty (row ${num(p, 'row')}, column ${num(p, 'column')} is ${fill(p)}).`),
  'hero.orientation': () => msg('The attack pattern cannot be turned that way.'),
  'rules.overlap': (p) => msg(str`Row ${num(p, 'row')}, column ${num(p, 'column')} is already filled (${fill(p)}).`),
  'rules.repeated-space': (p) => msg(str`Row ${num(p, 'row')}, column ${num(p, 'column')} is listed twice.`),
  'rules.mountain': () => msg('Mountains are printed, never drawn.'),
  'rules.no-spaces': () => msg('A drawing needs at least one space.'),
  'rules.fallback-terrain': (p) => msg(str`A 1x1 square may not be ${fill(p, 'terrain')}.`),
  'rules.no-shapes': () => msg('The card offers no shape.'),
  'rules.map-too-large': () => msg('The map is larger than the placement rules handle.'),
  'rules.bad-placement-code': () => msg('That placement names no orientation of the card.'),
  'rules.no-such-monster': () => msg('The map has no such monster.'),
  'rules.no-destroy-effect': () => msg('That monster destroys no spaces.'),
  'rules.destroy-count': (p) => msg(str`Choose exactly ${spaces(Number(p['count'] ?? 0))} to destroy.`),
  'rules.destroy-not-allowed': (p) => msg(str`Row ${num(p, 'row')}, column ${num(p, 'column')} may not be destroyed by this monster.`),
  'rules.outside': (p) => msg(str`Row ${num(p, 'row')}, column ${num(p, 'column')} is outside the map.`),
  'rules.hero.outside': () => msg('That space is outside the map.'),
  'rules.hero.overlap': () => msg('The hero space is filled.'),
  'rules.hero.orientation': () => msg('The attack pattern cannot be turned that way.'),
} as const satisfies Record<ViolationCode, Sentence>;

/** The sentence for a refusal: "Row 3, column 5 is already filled (forest)." */
export function violationSentence(code: ViolationCode, params: ViolationParams = {}, card: CardNamer = (id) => id): string {
  return SENTENCES[code](params, card);
}
