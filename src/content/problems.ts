import { CartoError } from '../errors.ts';
import type { ParamsArg } from '../scoring/rule-issues.ts';
import type { ContentProblemParams, ProblemCode } from './problem-codes.ts';

export type { ContentProblemParams, ProblemCode };

/**
 * One thing wrong with a pack: the file (relative to the pack), where in it (JSON Pointer), and
 * what, as a code with its values (problem-codes.ts; i18n/content-problems.ts words it).
 */
export type Problem = {
  [C in ProblemCode]: {
    readonly file: string;
    /** JSON Pointer into the file ("" is the whole document). */
    readonly pointer: string;
    readonly code: C;
    readonly params: ContentProblemParams[C];
  };
}[ProblemCode];

/** A problem, its values left out when the code names none. */
export function problem<C extends ProblemCode>(file: string, pointer: string, code: C, ...params: ParamsArg<ContentProblemParams, C>): Problem {
  return { file, pointer, code, params: params[0] ?? {} } as Problem;
}

/** A function that words a problem (the English of i18n/content-problems.ts, or another language). */
export type ProblemWording = (p: Problem) => string;

/** "explore.json /cards/3/terrains/1: ..." (with the pack's folder in front when known). */
export function formatProblem(p: Problem, word: ProblemWording, source?: string): string {
  const file = source ? `${source.replace(/[\\/]+$/, '')}/${p.file}` : p.file;
  return `${file} ${p.pointer === '' ? '/' : p.pointer}: ${word(p)}`;
}

/**
 * A pack (or a table's choice of packs) is not valid. Carries every problem found, not just the
 * first. Its message names the first problem by code (the engine words no sentence): an interface
 * words `problems` itself, and `describe(word)` lists them in the words it is given.
 */
export class ContentError extends CartoError {
  readonly problems: readonly Problem[];
  readonly source: string | undefined;

  constructor(problems: readonly Problem[], source?: string) {
    const first = problems[0];
    const summary = `${problems.length} problem${problems.length === 1 ? '' : 's'}${source ? ` in ${source}` : ''} (the first: ${first ? `${first.file} ${first.pointer || '/'}: ${first.code}` : 'none'})`;
    super('content.invalid', summary, {
      source: first ? (source ? `${source.replace(/[\\/]+$/, '')}/${first.file}` : first.file) : source,
      pointer: first?.pointer,
    });
    this.name = 'ContentError';
    this.problems = problems;
    this.source = source;
  }

  /** Every problem, one per line, in the given words (the codes themselves when none are given). */
  override describe(word: ProblemWording = (p) => p.code): string {
    return this.problems.map((p) => formatProblem(p, word, this.source)).join('\n');
  }
}
