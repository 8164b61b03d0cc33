// The engine as the random-game row of ratios.bench.ts times it: this entry bundled with esbuild (see
// ratios.bench.ts for the command). engine-899b360.min.mjs is the same entry bundled from commit 899b360
// (main of mid-November), checked in so that every run compares with it on the same machine.
export { simulateGame } from '../../../../src/game/simulate.ts';
export { combinePacks } from '../../../../src/content/combine.ts';
export { basePack } from '../../../../src/content/official.ts';
