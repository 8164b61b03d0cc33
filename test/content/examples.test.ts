import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPack, validatePack } from '../../src/content/load.ts';
import { combinePacks } from '../../src/content/combine.ts';
import { basePack } from '../../src/content/official.ts';
import { CONTENT_FILES } from '../../src/content/schema.ts';

const examples = new URL('../../content/examples/', import.meta.url);

function readPack(name: string): Record<string, unknown> {
  const dir = new URL(`${name}/`, examples);
  return Object.fromEntries(readdirSync(dir).map((f) => [f, JSON.parse(readFileSync(new URL(f, dir), 'utf8'))]));
}

describe('the example packs in content/examples/', () => {
  const names = readdirSync(examples);

  it('are valid and name their $schema', () => {
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const files = readPack(name);
      expect(validatePack(files), name).toEqual([]);
      for (const [file, json] of Object.entries(files)) {
        const kind = file === 'pack.json' ? 'pack' : CONTENT_FILES[file as keyof typeof CONTENT_FILES];
        expect((json as { $schema?: string }).$schema, `${name}/${file}`).toBe(`../../schema/${kind}.schema.json`);
      }
    }
  });

  it('Frostlands plays on its own map side with the base game', () => {
    const frost = loadPack(readPack('frostlands'));
    const t = combinePacks([basePack, frost], { map: 'side-frost', explore: ['base', 'frostlands'] });
    expect(t.map.name).toBe('Frostlands');
    expect(t.explore).toHaveLength(16);
    expect(t.ambush.map((a) => a.id)).toContain('yeti-ambush');
    expect(t.seasons.map((s) => s.id)).toEqual(['spring', 'summer', 'fall', 'winter']);
  });
});
