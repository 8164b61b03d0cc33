import { CartoError } from '../errors.ts';

/** One thing wrong with a pack: the file (relative to the pack), where in it (JSON Pointer), and a sentence. */
export interface Problem {
  readonly file: string;
  /** JSON Pointer into the file ("" is the whole document). */
  readonly pointer: string;
  readonly message: string;
}

/** "explore.json /cards/3/terrains/1: ..." (with the pack's folder in front when known). */
export function formatProblem(p: Problem, source?: string): string {
  const file = source ? `${source.replace(/[\\/]+$/, '')}/${p.file}` : p.file;
  return `${file} ${p.pointer === '' ? '/' : p.pointer}: ${p.message}`;
}

/** A pack (or a table's choice of packs) is not valid. Carries every problem found, not just the first. */
export class ContentError extends CartoError {
  readonly problems: readonly Problem[];
  readonly source: string | undefined;

  constructor(problems: readonly Problem[], source?: string) {
    const first = problems[0];
    const summary =
      problems.length === 1 && first
        ? first.message
        : `${problems.length} problems${source ? ` in ${source}` : ''} (the first: ${first ? formatProblem(first) : 'none'})`;
    super('content.invalid', summary, { source: first ? (source ? `${source.replace(/[\\/]+$/, '')}/${first.file}` : first.file) : source, pointer: first?.pointer });
    this.name = 'ContentError';
    this.problems = problems;
    this.source = source;
  }

  /** Every problem, one per line. */
  override describe(): string {
    return this.problems.map((p) => formatProblem(p, this.source)).join('\n');
  }
}
