import { emptyCells, legalPlacements } from '../../src/rules/placements.ts';
import { newSheet } from '../../src/rules/sheet.ts';
import { arg, type ParsedArgs } from './command.ts';
import { cardFinder } from './cards-lookup.ts';
import { readMap } from './read-map.ts';
import { EXIT_OK, UsageError, type CliIo } from './io.ts';

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const cardId = arg.one(args, 'card');
  const ruins = arg.flag(args, 'ruins');
  if (cardId === undefined) throw new UsageError('--card <id> is required (an explore or ambush card; carto cards lists them)');
  const card = (await cardFinder(arg.list(args, 'pack'), io))(cardId);
  if (!card) throw new UsageError(`no card '${cardId}' (see carto cards)`);
  if (card.kind !== 'explore' && card.kind !== 'ambush') throw new UsageError(`'${cardId}' is a ${card.kind} card; placements need an explore or ambush card`);
  if (card.kind === 'explore' && card.ruins === true) throw new UsageError(`'${cardId}' is a ruins card: it offers no shape (use --ruins with the next card)`);
  const sheet = newSheet(await readMap(args.positionals[0]!, io));
  const result = legalPlacements(sheet, card, { ruins });
  if (arg.flag(args, 'json')) {
    const placements = result.placements.map((p) => ({ option: p.option, cells: p.cells.map(([r, c]) => [r, c]) }));
    io.stdout(JSON.stringify({ placements, fallback: result.fallback }) + '\n');
    return EXIT_OK;
  }
  const n = result.placements.length;
  io.stdout(`${card.id}: ${n} legal placement${n === 1 ? '' : 's'}${ruins ? ' covering an empty ruins space' : ''}\n`);
  for (const p of result.placements) io.stdout(`option ${p.option + 1}: ${p.cells.map(([r, c]) => `${r},${c}`).join(' ')}\n`);
  if (result.fallback) io.stdout(`no option fits: draw a 1x1 square instead (${emptyCells(sheet).length} empty spaces)\n`);
  return EXIT_OK;
}
