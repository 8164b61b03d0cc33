// Child process of ratios.bench.ts: CPU microseconds of one random solo base game with the engine
// bundle named on the command line, in a fresh process (nothing else in its heap or JIT), warm.
// Prints the median of 15 samples of 100 games, as JSON.
const engine = await import(process.argv[2]);
const table = engine.combinePacks([engine.basePack]);
let i = 0;
const game = () => engine.simulateGame(table, { players: 1 }, `bench/${i++ % 1000}`);
for (let k = 0; k < 1500; k++) game();
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const times = [];
for (let s = 0; s < 15; s++) {
  const t0 = cpu();
  for (let k = 0; k < 100; k++) game();
  times.push((cpu() - t0) / 100);
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ medianUs: times[7] }));
