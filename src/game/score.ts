/**
 * End-of-season scoring of one sheet (docs/RULES.md §4.1): the season's two edicts, one star per coin,
 * and the monster penalty, each kept as its own scoresheet box, through the compiled bit boards.
 */
import { coinStars } from '../scoring/season.ts';
import { seasonStars } from '../scoring/stars.ts';
import type { EdictScore, GameState, SeasonScore } from './types.ts';

export function scoreSeason(s: Pick<GameState, 'seasons' | 'season' | 'edicts' | 'sheets'>, player: number): SeasonScore {
  const season = s.seasons[s.season];
  const sheet = s.sheets[player];
  if (!season || !sheet) throw new RangeError(`No season ${s.season} or sheet ${player} to score.`);
  // The two edicts and the monsters on one bit board: the map is converted once (stars.ts).
  const [x, y] = season.edicts;
  const cardA = s.edicts[x];
  const cardB = s.edicts[y];
  const stars = seasonStars(cardA.rule, cardB.rule, sheet.grid);
  const a: EdictScore = { letter: x, card: cardA.id, stars: stars.a };
  const b: EdictScore = { letter: y, card: cardB.id, stars: stars.b };
  const coins = coinStars(sheet.coins);
  const monsters = stars.monsters;
  return { edicts: [a, b], coins, monsters, total: a.stars + b.stars + coins + monsters };
}
