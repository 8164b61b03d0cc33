import { describe, expect, it } from 'vitest';
import { loadPack, validatePack } from '../../src/content/load.ts';
import { officialPackFiles, officialPacks } from '../../src/content/official.ts';

// The official packs are assembled at run time without the schema pass (to keep the validator out of
// the play bundle), so these files must pass full validation here, on every change.
describe('official packs as shipped', () => {
  for (const [id, files] of Object.entries(officialPackFiles)) {
    it(`${id}: passes schema and integrity validation`, () => {
      expect(validatePack(files)).toEqual([]);
    });

    it(`${id}: assembles exactly as loadPack would`, () => {
      const trusted = officialPacks.find((p) => p.id === id)!;
      expect(trusted).toEqual(loadPack(files));
      expect(Object.isFrozen(trusted.byId)).toBe(true);
    });
  }
});
