import { findCard } from '../src/content/official.ts';
import type { ScoringCard } from '../src/content/types.ts';
import { parseNotation } from '../src/grid/notation.ts';
import { evaluate, monsterPenalty, prepare, type Score } from '../src/scoring/index.ts';
import type { Command } from './command.ts';
import { readMapText } from './read-map.ts';
import { EXIT_OK, UsageError } from './io.ts';

function scoringCard(id: string): ScoringCard {
  const card = findCard(id);
  if (!card) throw new UsageError(`no scoring card '${id}' (carto cards lists them)`);
  if (card.kind !== 'scoring') throw new UsageError(`'${id}' is a ${card.kind} card, not a scoring card`);
  return card;
}

function explained(score: Score): unknown {
  return { stars: score.stars, contributions: score.contributions.map((c) => ({ cells: c.cells.map(([r, col]) => [r, col]), stars: c.stars, because: c.because })) };
}

export const scoreCommand: Command = {
  name: 'score',
  summary: 'score a map with scoring cards ("<id> <stars>" per card), or its monster penalty',
  usage: 'carto score <map> --card <id> [--card <id> ...] [--monsters] [--json]',
  async run(args, io) {
    let map: string | undefined;
    const ids: string[] = [];
    let monsters = false;
    let json = false;
    for (let i = 0; i < args.length; i++) {
      const a = args[i] as string;
      if (a === '--json') json = true;
      else if (a === '--monsters') monsters = true;
      else if (a === '--card') {
        const v = args[++i];
        if (v === undefined || v.startsWith('--')) throw new UsageError('--card needs a scoring card id (carto cards lists them)');
        ids.push(v);
      } else if (a.startsWith('--card=')) ids.push(a.slice('--card='.length));
      else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option '${a}'`);
      else if (map === undefined) map = a;
      else throw new UsageError(`unexpected argument '${a}'`);
    }
    if (map === undefined) throw new UsageError('name a map file (or - for standard input)');
    if (ids.length === 0 && !monsters) throw new UsageError('say what to score: --card <id> (repeatable) and/or --monsters');
    const cards = ids.map(scoringCard); // unknown ids are reported before the map is read
    const { text, source } = await readMapText(map, io);
    const sheet = prepare(parseNotation(text, { source })); // NOTATION errors name the file, line and column
    const scores = cards.map((card) => ({ id: card.id, score: evaluate(card.rule, sheet) }));
    const penalty = monsters ? monsterPenalty(sheet) : undefined;
    if (json) {
      const out: Record<string, unknown> = { cards: scores.map((s) => ({ id: s.id, ...(explained(s.score) as object) })) };
      if (penalty) out.monsters = explained(penalty);
      io.stdout(JSON.stringify(out) + '\n');
      return EXIT_OK;
    }
    for (const s of scores) io.stdout(`${s.id} ${s.score.stars}\n`);
    if (penalty) io.stdout(`monsters ${penalty.stars}\n`);
    return EXIT_OK;
  },
};
