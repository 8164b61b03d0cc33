/** The guided first game's current step as the board and a season's end show it (machines/table.connect.ts). */
import { localOf, type TableContext } from './context.ts';
import { FIRST_GAME, tutorialStep } from './tutorial.ts';

export interface GuideView {
  /** the step's id, by which the element finds its words in the reader's language */
  readonly step: string;
  /** 1-based */
  readonly number: number;
  readonly count: number;
  readonly hint: string;
  readonly todo: string;
  /** the step is done by reading: a Next (or, on the last, Finish) button */
  readonly canNext: boolean;
  readonly last: boolean;
}

export function guideOf(c: Pick<TableContext, 'mode'>): GuideView | null {
  const tutorial = localOf(c)?.tutorial ?? null;
  const step = tutorialStep(tutorial);
  if (!step || !tutorial) return null;
  const count = FIRST_GAME.steps.length;
  return {
    step: step.id,
    number: tutorial.step + 1,
    count,
    hint: step.hint,
    todo: step.do,
    canNext: step.done.kind === 'next',
    last: tutorial.step + 1 === count,
  };
}
