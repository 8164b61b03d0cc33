import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_BASE_URL, SCHEMA_VERSION } from '../../../src/content/schema.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string;
  license: string;
  keywords?: string[];
  bin: Record<string, string>;
  peerDependencies: Record<string, string>;
  exports: Record<string, unknown>;
};

// What package.json promises a consumer (the tarball's own checks are in test/package/run.mjs).
describe('the package metadata', () => {
  it("names the schemas of its own version (a pack's $schema keeps pointing at the schema it was written for)", () => {
    expect(SCHEMA_VERSION).toBe(pkg.version);
    expect(SCHEMA_BASE_URL).toBe(`https://unpkg.com/cartographers-live@${pkg.version}/content/schema/`);
    const pack = JSON.parse(readFileSync('content/schema/pack.schema.json', 'utf8')) as { $id: string };
    expect(pack.$id).toBe(`${SCHEMA_BASE_URL}pack.schema.json`);
  });

  it('declares as peers only what the published modules import (the server and its database are not published)', () => {
    expect(Object.keys(pkg.peerDependencies)).toEqual(['@cantoo/pdf-lib']);
  });

  it('has a LICENSE file for its license, keywords, and a command name no other npm package owns', () => {
    expect(pkg.license).toBe('MIT');
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License/);
    expect(pkg.keywords?.length).toBeGreaterThan(0);
    expect(pkg.bin['cartographers-live']).toBe(pkg.bin.carto);
    expect(existsSync(pkg.bin.carto!)).toBe(true);
  });
});
