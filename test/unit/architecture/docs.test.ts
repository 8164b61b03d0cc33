import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, diagramBlock } from '../../../tools/scripts/gen-architecture.ts';

describe('docs/ARCHITECTURE.md', () => {
  it('shows the table statechart as the machine defines it (run `npm run docs:statechart` after changing it)', () => {
    const text = readFileSync(join(import.meta.dirname, '../../../docs/ARCHITECTURE.md'), 'utf8');
    const block = text.slice(text.indexOf(BEGIN), text.indexOf(END) + END.length);
    expect(block).toBe(diagramBlock());
    // The picture names every screen of the chart (a leaf quoted, a compound state by its key).
    for (const state of ['setup', 'confirmingNew', 'connecting', 'handover', 'acting', 'waiting', 'seasonSummary', 'gameOver', 'computing', 'reviewing'])
      expect(block).toMatch(new RegExp(`"${state}"|state ${state} as `));
  });
});
