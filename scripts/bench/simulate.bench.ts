import { basePack } from '../../src/content/official.ts';
import { combinePacks } from '../../src/content/combine.ts';
import { simulateGame } from '../../src/game/simulate.ts';

/** Random solo games of the base game per second on one core (budget >= 5,000), unchecked and checked. */
export function run(): void {
  const table = combinePacks([basePack]);
  const rate = (check: boolean, games: number) => {
    for (let i = 0; i < 200; i++) simulateGame(table, { players: 1 }, `warm/${i}`, { check });
    const t0 = performance.now();
    for (let i = 0; i < games; i++) simulateGame(table, { players: 1 }, `bench/${i}`, { check });
    return games / ((performance.now() - t0) / 1000);
  };
  const raw = rate(false, 3000);
  const checked = rate(true, 500);
  console.log('\nrandom solo games, base, one core (budget: >= 5,000 games/s)');
  console.log(`  unchecked  ${Math.round(raw).toString().padStart(7)} games/s${raw >= 5000 ? '  within budget' : '  UNDER BUDGET'}`);
  console.log(`  checked    ${Math.round(checked).toString().padStart(7)} games/s (invariants every step, JSON, replay)`);
}
