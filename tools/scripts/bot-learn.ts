/**
 * The learned evaluation's data and fit (src/bot/learned.ts; not a test, not the bench). Tuning
 * deals only (`issue33-tune`, `train`): never the measuring ones.
 *
 *   npx tsx tools/scripts/bot-learn.ts record OUT.jsonl PREFIX FROM COUNT ['{"level":"greedy"}']
 *     plays solo base games (side A) with the bot options given and writes, after each of the
 *     player's drawings, the model's features of the map and the stars the player gained from there
 *     to the game's end (the final total minus the seasons already scored).
 *   npx tsx tools/scripts/bot-learn.ts fit MODEL.json RIDGE POLICY DEALS FILE.jsonl...
 *     fits the weights by ridge least squares (features scaled to unit variance; the bias is not
 *     shrunk), reports the error on every fifth game held out, then refits on all and writes the model.
 */
import { readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import type { BotOptions } from '../../src/bot/decide.ts';
import { decide } from '../../src/bot/decide.ts';
import { deckKnowledge } from '../../src/bot/knowledge.ts';
import { LEARNED_FEATURES, learnedFeatures, type LearnedModel } from '../../src/bot/learned.ts';
import { Position } from '../../src/bot/position.ts';
import { officialTable } from '../../src/content/tables.ts';
import { apply } from '../../src/game/apply.ts';
import { newGame } from '../../src/game/setup.ts';
import { viewFor } from '../../src/game/view.ts';

const [mode, ...rest] = process.argv.slice(2);

function record(out: string, prefix: string, from: number, count: number, bot: BotOptions): void {
  const table = officialTable(['base'], 'side-a');
  writeFileSync(out, '');
  for (let g = from; g < from + count; g++) {
    let state = newGame(table, { players: 1 }, `${prefix}/${g}`);
    const rows: { x: number[]; banked: number }[] = [];
    while (state.stage !== 'gameOver') {
      const view = viewFor(state, 0);
      const d = decide(view, bot)!;
      const next = apply(state, d.action).state!;
      if (d.action.type === 'draw') {
        const deck = deckKnowledge(view);
        const left = deck.timeLeft / Math.max(1, view.seasons[view.season]!.time);
        const banked = state.scores[0]!.reduce((sum, s) => sum + s.total, 0);
        rows.push({ x: learnedFeatures(view, view.season, left, Position.of(next.sheets[0]!)), banked });
      }
      state = next;
    }
    const total = state.result!.players[0]!.total;
    appendFileSync(out, rows.map((r) => JSON.stringify({ g: `${prefix}/${g}`, x: r.x, y: total - r.banked })).join('\n') + '\n');
    console.error(`${prefix}/${g}`, total);
  }
}

/** Solves A x = b (A symmetric positive definite) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * x[k]!;
    x[r] = s / m[r]![r]!;
  }
  return x;
}

function ridge(rows: { x: number[]; y: number }[], lambda: number): number[] {
  const n = LEARNED_FEATURES.length;
  const bias = LEARNED_FEATURES.indexOf('bias');
  const mean = new Array<number>(n).fill(0);
  const sd = new Array<number>(n).fill(0);
  for (const r of rows) for (let i = 0; i < n; i++) mean[i]! += r.x[i]! / rows.length;
  for (const r of rows) for (let i = 0; i < n; i++) sd[i]! += (r.x[i]! - mean[i]!) ** 2 / rows.length;
  const scale = sd.map((v, i) => (i === bias || v === 0 ? 1 : Math.sqrt(v)));
  const a = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const b = new Array<number>(n).fill(0);
  for (const r of rows) {
    const z = r.x.map((v, i) => v / scale[i]!);
    for (let i = 0; i < n; i++) {
      b[i]! += z[i]! * r.y;
      for (let j = 0; j < n; j++) a[i]![j]! += z[i]! * z[j]!;
    }
  }
  for (let i = 0; i < n; i++) if (i !== bias) a[i]![i]! += lambda * rows.length;
  // A feature that never varies (and is not the bias) gets weight 0.
  for (let i = 0; i < n; i++) if (a[i]![i] === 0) a[i]![i] = 1;
  return solve(a, b).map((w, i) => w / scale[i]!);
}

function rmse(rows: { x: number[]; y: number }[], w: number[]): number {
  let s = 0;
  for (const r of rows) s += (r.x.reduce((v, x, i) => v + x * w[i]!, 0) - r.y) ** 2;
  return Math.sqrt(s / Math.max(1, rows.length));
}

function fitWeights(out: string, lambda: number, policy: string, deals: string, files: string[]): void {
  const rows = files.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { g: string; x: number[]; y: number }),
  );
  const games = [...new Set(rows.map((r) => r.g))];
  const held = new Set(games.filter((_, i) => i % 5 === 4));
  const train = rows.filter((r) => !held.has(r.g));
  const test = rows.filter((r) => held.has(r.g));
  const w0 = ridge(train, lambda);
  console.log(JSON.stringify({ positions: rows.length, games: games.length, lambda, rmseTrain: rmse(train, w0), rmseHeldOut: rmse(test, w0) }));
  const weights = ridge(rows, lambda);
  const model: LearnedModel = {
    format: 'carto-learned-value/1',
    features: LEARNED_FEATURES,
    weights: weights.map((w) => Number(w.toPrecision(6))),
    fitted: { deals, positions: rows.length, ridge: lambda, policy },
  };
  writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
  console.log(LEARNED_FEATURES.map((f, i) => `${f} ${model.weights[i]}`).join('\n'));
}

if (mode === 'record') {
  const [out, prefix, from, count, json = '{"level":"greedy"}'] = rest;
  record(out!, prefix!, Number(from), Number(count), JSON.parse(json) as BotOptions);
} else if (mode === 'fit') {
  const [out, lambda, policy, deals, ...files] = rest;
  fitWeights(out!, Number(lambda), policy!, deals!, files);
} else {
  console.error('usage: bot-learn.ts record OUT PREFIX FROM COUNT [BOT-JSON] | fit MODEL RIDGE POLICY DEALS FILES...');
  process.exit(2);
}
