import { balanceReport, BALANCE_GAMES, BALANCE_LEVELS, BALANCE_SEED, type BalanceLevel, type BalanceReport } from '../../src/bot/balance.ts';
import { blockingProblems, PLAYTEST_GAMES, type PlaytestGame } from '../../src/content/play-table.ts';
import { arg, type ParsedArgs } from './command.ts';
import { EXIT_OK, UsageError, type CliIo } from './io.ts';
import { locateProblems, PackProblems, readPack } from './packs.ts';
import { validatePack } from '../../src/content/load.ts';

function levels(v: string | undefined): readonly BalanceLevel[] {
  if (v === undefined || v === 'both') return BALANCE_LEVELS;
  if ((BALANCE_LEVELS as readonly string[]).includes(v)) return [v as BalanceLevel];
  throw new UsageError(`--level is both, ${BALANCE_LEVELS.join(' or ')} (got '${v}')`);
}

/** The report as lines of text: one row per card and level, or the explore card's use. */
export function describeReport(r: BalanceReport): string[] {
  if (r.kind === 'explore') {
    return Object.entries(r.use).map(
      ([level, u]) =>
        `${level}: drawn ${u.drawn} time(s) in ${u.games} game(s) (${u.drawnPerGame} per game; an official card of the deck ${u.deckDrawnPerGame}); its shape drawn ${u.placed} time(s), the 1x1 fallback ${u.fallback}; options ${u.options.join('/')}; terrains ${Object.entries(
          u.terrains,
        )
          .map(([t, n]) => `${t} ${n}`)
          .join(', ')}`,
    );
  }
  if (r.kind !== 'scoring') {
    const what = r.measure === 'monsters' ? 'stars lost to its monster per game' : 'score per game';
    const out = [`${what}, ${r.games} solo game(s) per card with it alone in its deck, seed ${r.seed}:`];
    for (const c of r.cards) {
      const cells = Object.entries(c.perGame).map(([level, d]) => `${level} mean ${d.mean} (min ${d.min}, max ${d.max})`);
      out.push(`${c.designer ? '*' : ' '} ${c.id.padEnd(22)} ${cells.join('; ')}`);
    }
    return out;
  }
  const out = [`stars per season scored, ${r.games} solo game(s) per card, seed ${r.seed} (${r.stack} stack):`];
  for (const c of r.cards) {
    const cells = Object.entries(c.perSeason).map(([level, d]) => `${level} mean ${d.mean} (min ${d.min}, max ${d.max})`);
    out.push(`${c.designer ? '*' : ' '} ${c.id.padEnd(22)} solo ${String(c.solo).padStart(2)}  ${cells.join('; ')}`);
  }
  const spread = r.soloInterval ? ` (95% interval ${r.soloInterval.low} to ${r.soloInterval.high}; more games narrow it)` : '';
  out.push(`suggested solo value for ${r.card}: ${r.suggestedSolo}${spread}`);
  return out;
}

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const card = arg.one(args, 'card');
  if (!card) throw new UsageError('carto balance needs --card <id>: the scoring, explore, ambush or hero card to report on');
  const games = arg.whole(args, 'games', 1, 10_000, BALANCE_GAMES);
  const seed = arg.one(args, 'seed') ?? BALANCE_SEED;
  const game = (arg.one(args, 'game') ?? 'base') as PlaytestGame;
  if (!PLAYTEST_GAMES.includes(game)) throw new UsageError(`--game is ${PLAYTEST_GAMES.join(' or ')} (got '${game}')`);
  const pack = await readPack(args.positionals[0]!, io);
  // What stops play stops the report (an add-on need not fill the four stacks: the game does).
  const problems = locateProblems(pack, blockingProblems(validatePack(pack.files)));
  if (problems.length) throw new PackProblems(problems, pack.source);
  const report = balanceReport(pack.files, card, { games, seed, levels: levels(arg.one(args, 'level')), game });
  if (arg.flag(args, 'json')) io.stdout(JSON.stringify(report) + '\n');
  else io.stdout(describeReport(report).join('\n') + '\n');
  return EXIT_OK;
}
