/**
 * The phases of a turn as the table shows them, and the one map from the engine's stage to its phase:
 * the game statechart's states mirror the same stages (test/machines/table.machine.test.ts holds them
 * to it), the sources report the phase through it, the wording names it.
 */
import type { Stage } from '../../src/game/types.ts';

export type Phase = 'drawing' | 'ambush' | 'hero' | 'seasonEnded' | 'gameOver' | 'starting';

const PHASE_OF_STAGE: Readonly<Record<Stage, Phase>> = { draw: 'drawing', ambush: 'ambush', hero: 'hero', effects: 'seasonEnded', gameOver: 'gameOver' };

/** The phase a game in `stage` is in ('starting' before there is a game). */
export function phaseOfStage(stage: Stage | undefined): Phase {
  return stage ? PHASE_OF_STAGE[stage] : 'starting';
}
