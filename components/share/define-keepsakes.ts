/**
 * Registers `<carto-result>`, `<carto-replay>` and `<carto-leaderboard>` for `<carto-game>`'s game-over screen, which loads
 * this module on demand. The page already has every element the two draw (`<carto-map>`,
 * `<carto-scoreboard>`) and the themes, so this registers only these two: going through the
 * elements' entries would pull their registration helpers out of the one-script bundle into chunks
 * of their own that every page would then load first.
 */
import { CartoResultElement } from '../carto-result.ts';
import { CartoReplayElement } from '../carto-replay.ts';
import { CartoLeaderboardElement } from '../carto-leaderboard.ts';

for (const [tag, ctor] of [
  ['carto-replay', CartoReplayElement],
  ['carto-leaderboard', CartoLeaderboardElement],
  ['carto-result', CartoResultElement],
] as const) {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
