/**
 * Tiny benchmark helpers for `npm run bench`. Benchmarks are scripts, never timed tests:
 * they print numbers against the budgets of docs/DESIGN.md §8 and never fail the test run.
 */
export interface Measurement {
  name: string;
  /** median time of one call, in microseconds */
  medianUs: number;
  /** calls timed in each sample */
  batch: number;
  samples: number;
}

/**
 * Median time of one call of `fn`: calls are batched so that each sample lasts about `sampleMs`,
 * after a warm-up that lets the JIT settle. `sink` keeps results alive so nothing is optimised away.
 */
export function measure(name: string, fn: () => unknown, { samples = 31, sampleMs = 10 } = {}): Measurement {
  let sink: unknown;
  const warmEnd = performance.now() + 150;
  let batch = 0;
  while (performance.now() < warmEnd) {
    sink = fn();
    batch++;
  }
  batch = Math.max(1, Math.round((batch / 150) * sampleMs));
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) sink = fn();
    times.push(((performance.now() - t0) * 1000) / batch);
  }
  times.sort((a, b) => a - b);
  if (sink === Symbol.for('never')) console.log(sink);
  return { name, medianUs: times[Math.floor(times.length / 2)] as number, batch, samples };
}

export function report(title: string, rows: Measurement[], budgetUs?: number): void {
  console.log(`\n${title}${budgetUs !== undefined ? ` (budget: median <= ${budgetUs} us)` : ''}`);
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const verdict = budgetUs === undefined ? '' : r.medianUs <= budgetUs ? '  within budget' : '  OVER BUDGET';
    console.log(`  ${r.name.padEnd(width)}  ${r.medianUs.toFixed(3).padStart(10)} us${verdict}`);
  }
}
