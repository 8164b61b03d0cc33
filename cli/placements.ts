import { findCard } from '../src/content/official.ts';
import { parseNotation } from '../src/grid/notation.ts';
import { emptyCells, legalPlacements } from '../src/rules/placements.ts';
import { newSheet } from '../src/rules/sheet.ts';
import type { Command } from './command.ts';
import { readMapText } from './read-map.ts';
import { EXIT_OK, UsageError } from './io.ts';

export const placementsCommand: Command = {
  name: 'placements',
  summary: 'every legal placement of an explore or ambush card on a map (all options, orientations, positions)',
  usage: 'carto placements <map> --card <id> [--ruins] [--json]',
  async run(args, io) {
    let map: string | undefined;
    let cardId: string | undefined;
    let ruins = false;
    let json = false;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--json') json = true;
      else if (a === '--ruins') ruins = true;
      else if (a === '--card') {
        const v = args[++i];
        if (v === undefined || v.startsWith('--')) throw new UsageError('--card needs a card id (see carto cards)');
        cardId = v;
      } else if (a.startsWith('--card=')) cardId = a.slice('--card='.length);
      else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option '${a}'`);
      else if (map === undefined) map = a;
      else throw new UsageError(`unexpected argument '${a}'`);
    }
    if (map === undefined) throw new UsageError('name a map file (or - for standard input)');
    if (cardId === undefined) throw new UsageError('--card <id> is required');
    const card = findCard(cardId);
    if (!card) throw new UsageError(`no card '${cardId}' (see carto cards)`);
    if (card.kind !== 'explore' && card.kind !== 'ambush') throw new UsageError(`'${cardId}' is a ${card.kind} card; placements need an explore or ambush card`);
    if (card.kind === 'explore' && card.ruins === true) throw new UsageError(`'${cardId}' is a ruins card: it offers no shape (use --ruins with the next card)`);
    const { text, source } = await readMapText(map, io);
    const sheet = newSheet(parseNotation(text, { source }));
    const result = legalPlacements(sheet, card, { ruins });
    if (json) {
      const placements = result.placements.map((p) => ({ option: p.option, cells: p.cells.map(([r, c]) => [r, c]) }));
      io.stdout(JSON.stringify({ placements, fallback: result.fallback }) + '\n');
      return EXIT_OK;
    }
    const n = result.placements.length;
    io.stdout(`${card.id}: ${n} legal placement${n === 1 ? '' : 's'}${ruins ? ' covering an empty ruins space' : ''}\n`);
    for (const p of result.placements) io.stdout(`option ${p.option + 1}: ${p.cells.map(([r, c]) => `${r},${c}`).join(' ')}\n`);
    if (result.fallback) io.stdout(`no option fits: draw a 1x1 square instead (${emptyCells(sheet).length} empty spaces)\n`);
    return EXIT_OK;
  },
};
