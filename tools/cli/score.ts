import type { ScoringCard } from '../../src/content/types.ts';
import { evaluate, prepare, type Score } from '../../src/scoring/evaluate.ts';
import { monsterPenalty } from '../../src/scoring/season.ts';
import { arg, type ParsedArgs } from './command.ts';
import { cardFinder } from './cards-lookup.ts';
import { readMap } from './read-map.ts';
import { EXIT_OK, UsageError, type CliIo } from './io.ts';

function explained(score: Score) {
  return {
    stars: score.stars,
    contributions: score.contributions.map((c) => ({ cells: c.cells.map(([r, col]) => [r, col]), stars: c.stars, because: c.because })),
  };
}

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const ids = arg.list(args, 'card');
  const monsters = arg.flag(args, 'monsters');
  if (ids.length === 0 && !monsters) throw new UsageError('say what to score: --card <id> (repeatable) and/or --monsters');
  const find = await cardFinder(arg.list(args, 'pack'), io);
  // Unknown ids are reported before the map is read.
  const cards = ids.map((id): ScoringCard => {
    const card = find(id);
    if (!card) throw new UsageError(`no scoring card '${id}' (carto cards lists them)`);
    if (card.kind !== 'scoring') throw new UsageError(`'${id}' is a ${card.kind} card, not a scoring card`);
    return card;
  });
  const sheet = prepare(await readMap(args.positionals[0]!, io));
  const scores = cards.map((card) => ({ id: card.id, score: evaluate(card.rule, sheet) }));
  const penalty = monsters ? monsterPenalty(sheet) : undefined;
  if (arg.flag(args, 'json')) {
    io.stdout(JSON.stringify({ cards: scores.map((s) => ({ id: s.id, ...explained(s.score) })), ...(penalty ? { monsters: explained(penalty) } : {}) }) + '\n');
    return EXIT_OK;
  }
  for (const s of scores) io.stdout(`${s.id} ${s.score.stars}\n`);
  if (penalty) io.stdout(`monsters ${penalty.stars}\n`);
  return EXIT_OK;
}
