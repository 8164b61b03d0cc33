/**
 * The command line reads what the editor exports: every official pack imported into the editor's
 * draft (its files, as a designer would drop them) and exported again (serializeDraft) is valid to
 * `carto validate`, and `carto cards --pack` lists the very cards of the official pack.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCards } from '../../tools/cli/cards.ts';
import { readImport, serializeDraft } from '../../src/content/draft.ts';
import { officialPack, officialPackFiles } from '../../src/content/official.ts';
import { carto } from '../helpers/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'carto-export-'));

describe("the editor's export of every official pack", () => {
  for (const id of Object.keys(officialPackFiles) as (keyof typeof officialPackFiles)[]) {
    it(`${id}: carto validate accepts it and carto cards --pack lists its cards`, async () => {
      const files = officialPackFiles[id];
      const draft = readImport(Object.entries(files).map(([name, value]) => ({ name, text: JSON.stringify(value) })));
      const file = join(dir, `${id}.pack.json`);
      writeFileSync(file, serializeDraft(draft));
      const pack = officialPack(id)!;
      const count = Object.keys(pack.byId).length;

      const v = await carto(['validate', file, '--json']);
      expect(v.code, v.stderr).toBe(0);
      expect(JSON.parse(v.stdout)).toMatchObject({ valid: true, id, cards: count, problems: [] });

      const c = await carto(['cards', '--pack', file, '--json']);
      expect(c.code, c.stderr).toBe(0);
      expect(JSON.parse(c.stdout)).toEqual(listCards([pack]));

      // The same export on standard input.
      const s = await carto(['validate', '-'], serializeDraft(draft));
      expect(s.code, s.stderr).toBe(0);
    });
  }
});
