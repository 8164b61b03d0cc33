/**
 * The guided first game on the table: a normal game from the script's setup (so it saves, resumes
 * and scores like any other), with the script's steps followed along. A step done by the game (a
 * drawing, a happening) moves on by itself; a step done by reading moves on with Next.
 */
import script from '../../content/tutorial/first-game.json' with { type: 'json' };
import { tutorialStepDone, type TutorialScript, type TutorialStep } from '../../src/game/tutorial.ts';
import type { GameState, GameView } from '../../src/game/types.ts';
import type { TableSetup } from './setup.ts';
import type { GameMode } from '../../src/content/tables.ts';

export const FIRST_GAME = script as unknown as TutorialScript;

/** Where the guide is: the step shown, and the log index it opened at. */
export interface TutorialProgress {
  readonly step: number;
  readonly from: number;
}

/** The setup that deals the script's game (the same game `startTutorial` makes). */
export function tutorialSetup(s: TutorialScript = FIRST_GAME): TableSetup {
  const t = s.table;
  const mode: GameMode = t.packs.includes('heroes') ? (t.packs.includes('base') ? 'combined' : 'heroes') : 'base';
  return { players: t.players, names: [''] /* the interface names the seat, in the reader's language */, mode, map: t.map, code: t.seed, edicts: t.edicts };
}

export function tutorialStep(p: TutorialProgress | null, s: TutorialScript = FIRST_GAME): TutorialStep | null {
  return p ? (s.steps[p.step] ?? null) : null;
}

/** The progress after the game moved on: every step the game has done is passed. */
export function followTutorial(p: TutorialProgress | null, game: GameState | GameView, s: TutorialScript = FIRST_GAME): TutorialProgress | null {
  let at = p;
  for (let guard = 0; at && guard < s.steps.length; guard++) {
    const step = s.steps[at.step];
    if (!step) return at;
    const next = tutorialStepDone(step, game, at.from);
    if (next === null) return at;
    at = { step: at.step + 1, from: next };
  }
  return at;
}

/** Next, on a step done by reading: the next step opens at the same log index; after the last, the guide ends (null). */
export function nextTutorialStep(p: TutorialProgress, s: TutorialScript = FIRST_GAME): TutorialProgress | null {
  const step = s.steps[p.step];
  if (!step || step.done.kind !== 'next') return p;
  return p.step + 1 < s.steps.length ? { step: p.step + 1, from: p.from } : null;
}
