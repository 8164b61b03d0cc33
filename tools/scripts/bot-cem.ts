/**
 * Tunes the evaluation's weights (ValueWeights) by the cross-entropy method (not a test, not the
 * bench): each generation samples weight vectors around a mean, plays every one on the same fresh
 * tuning deals (common deals: the comparison's noise is their difference), and moves the mean to
 * the best quarter. The weights that beat Tetris's hand-set ones were found this way (Szita and
 * Lorincz 2006). Tuning deals only: never the measuring ones (`issue33-measure`).
 *
 *   npx esbuild tools/scripts/bot-cem.ts --bundle --platform=node --format=esm --outfile=.scratch/bot-cem.mjs
 *   node .scratch/bot-cem.mjs OUT.jsonl [key=value ...]
 *
 * (bundled: its workers load the same file, which tsx cannot give a worker)
 *
 * keys: level (greedy), deals (250 a generation), pop (20), gens (12), prefix (issue33-tune),
 * first (1000: deal numbers start there, each generation takes the next `deals`), workers (2),
 * packs (base), side, width/deep (look-ahead options), from (a JSON file of weights to start from),
 * keys (the weights sampled, comma-separated; the others stay at their start), seed (the tuner's).
 * A line per generation: the mean, its spread, and the scores of the mean, the default and the best.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { meanAndError } from '../../src/bot/balance-stats.ts';
import type { BotOptions } from '../../src/bot/decide.ts';
import { playBotGame } from '../../src/bot/play.ts';
import { DEFAULT_WEIGHTS, type ValueWeights } from '../../src/bot/value.ts';
import { officialTable } from '../../src/content/tables.ts';
import { nextUint32, seedRng } from '../../src/random/prng.ts';

interface Param {
  readonly key: keyof ValueWeights;
  readonly sd: number;
  readonly min: number;
  readonly max: number;
}
const PARAMS: readonly Param[] = [
  { key: 'future', sd: 0.2, min: 0, max: 2 },
  { key: 'penaltyFuture', sd: 0.2, min: 0, max: 2 },
  { key: 'promise', sd: 0.2, min: 0, max: 2 },
  { key: 'promiseNow', sd: 0.2, min: 0, max: 2 },
  { key: 'soft', sd: 0.4, min: 0.5, max: 5 },
  { key: 'mountains', sd: 0.3, min: 0, max: 3 },
  { key: 'open', sd: 0.1, min: 0, max: 1 },
  { key: 'isolated', sd: 0.3, min: -3, max: 1 },
  { key: 'decay', sd: 0.15, min: 0.3, max: 1.5 },
];

interface Job {
  readonly id: number;
  readonly bot: BotOptions;
  readonly deals: readonly string[];
}

if (!isMainThread) {
  const { packs, side } = workerData as { packs: string; side?: string };
  const table = officialTable(packs.split(','), side);
  parentPort!.on('message', (job: Job) => {
    const scores = job.deals.map((deal) => playBotGame(table, { players: 1 }, deal, [job.bot]).state.result!.players[0]!.total);
    parentPort!.postMessage({ id: job.id, scores });
  });
} else {
  const [out, ...rest] = process.argv.slice(2);
  if (!out) throw new Error('usage: bot-cem.ts OUT.jsonl [key=value ...]');
  const arg = Object.fromEntries(rest.map((kv) => kv.split('=') as [string, string]));
  const level = (arg.level ?? 'greedy') as BotOptions['level'];
  const dealsPer = Number(arg.deals ?? 250);
  const pop = Number(arg.pop ?? 20);
  const gens = Number(arg.gens ?? 12);
  const prefix = arg.prefix ?? 'issue33-tune';
  if (prefix.includes('measure')) throw new Error('tune on tuning deals only');
  const first = Number(arg.first ?? 1000);
  const nWorkers = Number(arg.workers ?? Math.min(2, cpus().length));
  const extra: BotOptions = { ...(arg.width ? { width: Number(arg.width) } : {}), ...(arg.deep ? { deep: Number(arg.deep) } : {}) };
  const start: ValueWeights = arg.from ? JSON.parse(readFileSync(arg.from, 'utf8')) : { ...DEFAULT_WEIGHTS, open: 0, isolated: 0, decay: 1 };

  // The tuner's own samples (not the game's): the engine's generator, with Box-Muller for normals.
  const state = [...seedRng(`bot-cem/${arg.seed ?? 1}`)];
  const uniform = () => (nextUint32(state) + 0.5) / 4294967296;
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());

  const workers = Array.from({ length: nWorkers }, () => new Worker(new URL(import.meta.url), { workerData: { packs: arg.packs ?? 'base', side: arg.side } }));
  let nextId = 0;
  const pending = new Map<number, (scores: number[]) => void>();
  for (const w of workers) w.on('message', (m: { id: number; scores: number[] }) => pending.get(m.id)!(m.scores));
  /** plays one bot on the deals, split in chunks across the workers */
  const queue: { job: Job; done: (s: number[]) => void }[] = [];
  const idle = [...workers];
  const pump = () => {
    while (idle.length > 0 && queue.length > 0) {
      const w = idle.pop()!;
      const { job, done } = queue.shift()!;
      pending.set(job.id, (scores) => {
        pending.delete(job.id);
        idle.push(w);
        done(scores);
        pump();
      });
      w.postMessage(job);
    }
  };
  const play = (bot: BotOptions, deals: string[]): Promise<number[]> => {
    const chunk = 25;
    const parts: Promise<number[]>[] = [];
    for (let i = 0; i < deals.length; i += chunk) {
      parts.push(new Promise((done) => queue.push({ job: { id: nextId++, bot, deals: deals.slice(i, i + chunk) }, done })));
    }
    pump();
    return Promise.all(parts).then((xs) => xs.flat());
  };

  // `keys=a,b`: only these are sampled; the others stay at their start (e.g. `open`, which costs CPU).
  const free = new Set(arg.keys ? arg.keys.split(',') : PARAMS.map((p) => p.key));
  const mean = PARAMS.map((p) => Number(start[p.key] ?? (p.key === 'decay' ? 1 : 0)));
  const sd = PARAMS.map((p) => (free.has(p.key) ? p.sd : 0));
  const toWeights = (x: readonly number[]): ValueWeights =>
    Object.fromEntries(PARAMS.map((p, i) => [p.key, Number(x[i]!.toFixed(4))])) as unknown as ValueWeights;
  const avg = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const elites = Math.max(2, Math.round(pop / 4));
  for (let g = 0; g < gens; g++) {
    const t0 = Date.now();
    const deals = Array.from({ length: dealsPer }, (_, i) => `${prefix}/${first + g * dealsPer + i}`);
    const samples = Array.from({ length: pop }, () => PARAMS.map((p, i) => Math.min(p.max, Math.max(p.min, mean[i]! + sd[i]! * normal()))));
    const bots: ValueWeights[] = [DEFAULT_WEIGHTS, toWeights(mean), ...samples.map(toWeights)];
    const results = await Promise.all(bots.map((weights) => play({ level, ...extra, weights }, deals)));
    const scores = results.map(avg);
    const [defaultScore, meanScore, ...sampleScores] = scores;
    const order = sampleScores.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
    const top = order.slice(0, elites).map(([, i]) => samples[i]!);
    const { mean: meanVsDefault, se } = meanAndError(results[1]!.map((x, i) => x - results[0]![i]!));
    const line = {
      gen: g,
      deals: `${deals[0]} ... ${deals.at(-1)}`,
      mean: toWeights(mean),
      sd: toWeights(sd),
      defaultScore: Number(defaultScore!.toFixed(2)),
      meanScore: Number(meanScore!.toFixed(2)),
      meanVsDefault: `${meanVsDefault.toFixed(2)} ± ${se.toFixed(2)}`,
      best: Number(order[0]![0].toFixed(2)),
      bestWeights: toWeights(samples[order[0]![1]]!),
      seconds: Math.round((Date.now() - t0) / 1000),
    };
    appendFileSync(out, JSON.stringify(line) + '\n');
    console.log(JSON.stringify(line));
    // The new mean: the best quarter's, smoothed; the spread theirs, never below 15% of the first.
    for (let i = 0; i < PARAMS.length; i++) {
      const m = avg(top.map((x) => x[i]!));
      const v = Math.sqrt(avg(top.map((x) => (x[i]! - m) ** 2)));
      mean[i] = 0.7 * m + 0.3 * mean[i]!;
      sd[i] = free.has(PARAMS[i]!.key) ? Math.max(0.7 * v + 0.3 * sd[i]!, PARAMS[i]!.sd * 0.15) : 0;
    }
  }
  appendFileSync(out, JSON.stringify({ final: toWeights(mean) }) + '\n');
  await Promise.all(workers.map((w) => w.terminate()));
}
