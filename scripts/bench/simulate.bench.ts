import { basePack } from '../../src/content/official.ts';
import { combinePacks } from '../../src/content/combine.ts';
import { simulateGame } from '../../src/game/simulate.ts';

/**
 * Random solo games of the base game per second on one core (budget >= 5,000), unchecked and
 * checked. The machine is shared, so each rate is timed in several batches and the median batch
 * is the number to quote (the best batch is shown as the least disturbed one).
 */
export function run(): void {
  const table = combinePacks([basePack]);
  const rate = (check: boolean, batches: number, perBatch: number) => {
    for (let i = 0; i < 300; i++) simulateGame(table, { players: 1 }, `warm/${i}`, { check });
    const rates: number[] = [];
    for (let b = 0; b < batches; b++) {
      const t0 = performance.now();
      for (let i = 0; i < perBatch; i++) simulateGame(table, { players: 1 }, `bench/${b}/${i}`, { check });
      rates.push(perBatch / ((performance.now() - t0) / 1000));
    }
    rates.sort((a, b) => a - b);
    return { median: rates[Math.floor(rates.length / 2)]!, best: rates[rates.length - 1]! };
  };
  const raw = rate(false, 9, 500);
  const checked = rate(true, 5, 100);
  const fmt = (n: number) => Math.round(n).toString().padStart(7);
  console.log('\nrandom solo games, base, one core (budget: >= 5,000 games/s; median of batches, best batch in brackets)');
  console.log(`  unchecked  ${fmt(raw.median)} games/s (best ${Math.round(raw.best)})${raw.median >= 5000 ? '  within budget' : '  UNDER BUDGET'}`);
  console.log(`  checked    ${fmt(checked.median)} games/s (best ${Math.round(checked.best)}) (every action validated, invariants every step, JSON, replay)`);
}
