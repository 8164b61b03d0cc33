/**
 * The server tests' order: the files that take longest start first, so that none of them is left
 * to run alone at the end while the other workers have nothing to do. vitest's own order does this
 * from its cache of earlier durations, which a fresh clone (CI, `npm test` after `npm ci`) does not
 * have: there it starts the largest files first, and outage.test.ts, the longest and one of the
 * smallest, started last of all. LONGEST is that order as measured (docs/TESTING.md); a file not
 * named in it runs after them, in vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LONGEST = [
  'outage',
  'redaction',
  'durability',
  'bad-input',
  'lock',
  'webhooks',
  'daily',
  'portal',
  'accounts',
  'dealt-daily',
  'postgres',
  'affinity',
  'wire',
  'limits',
] as const;

const rank = (spec: TestSpecification): number => {
  const name = /([^/]+)\.test\.ts$/.exec(spec.moduleId)?.[1] ?? '';
  const i = (LONGEST as readonly string[]).indexOf(name);
  return i === -1 ? LONGEST.length : i;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rest = await super.sort(files);
    // Array.prototype.sort is stable: the files not named keep vitest's order among themselves.
    return rest.sort((a, b) => rank(a) - rank(b));
  }
}
