/**
 * End-of-season scoring of one sheet (RULES.md §4.1): the season's two edicts, one star per coin,
 * and the monster penalty, each kept as its own scoresheet box. The grid is prepared once and
 * shared by the three scorers.
 */
import { scoreRule } from '../scoring/evaluate.ts';
import { coinStars, monsterPenalty } from '../scoring/season.ts';
import { transientSheet } from '../scoring/sheet.ts';
import type { EdictScore, GameState, SeasonScore } from './types.ts';

export function scoreSeason(s: Pick<GameState, 'seasons' | 'season' | 'edicts' | 'sheets'>, player: number): SeasonScore {
  const season = s.seasons[s.season];
  const sheet = s.sheets[player];
  if (!season || !sheet) throw new RangeError(`No season ${s.season} or sheet ${player} to score.`);
  // The pooled scoring sheet (no typed arrays allocated per score): valid until the next
  // transientSheet call, and the three scorers below run before anything else can make one.
  const prepared = transientSheet(sheet.grid);
  const [a, b] = season.edicts.map((letter): EdictScore => {
    const card = s.edicts[letter];
    return { letter, card: card.id, stars: scoreRule(card.rule, prepared) };
  }) as [EdictScore, EdictScore];
  const coins = coinStars(sheet.coins);
  const monsters = monsterPenalty(prepared).stars;
  return { edicts: [a, b], coins, monsters, total: a.stars + b.stars + coins + monsters };
}
