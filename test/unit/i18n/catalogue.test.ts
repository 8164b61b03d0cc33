// Every message of the interface has a German and a Polish translation, with the same placeholders
// as the English source, and the generated locale modules are up to date with the XLIFF files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templates as de } from '../../../i18n/locales/de.ts';
import { templates as pl } from '../../../i18n/locales/pl.ts';
import { templates as pseudo } from '../../../i18n/locales/en-XA.ts';

interface Unit {
  readonly id: string;
  readonly source: string;
  readonly target: string | null;
}

function units(locale: string): Unit[] {
  const xliff = readFileSync(new URL(`../../../i18n/${locale}.xlf`, import.meta.url), 'utf8');
  return [...xliff.matchAll(/<trans-unit id="([^"]+)"[^>]*>\s*<source>([\s\S]*?)<\/source>(?:\s*<target>([\s\S]*?)<\/target>)?/g)].map((m) => ({
    id: m[1]!,
    source: m[2]!,
    target: m[3] ?? null,
  }));
}

const placeholders = (text: string) => [...text.matchAll(/<x id="(\d+)"/g)].map((m) => m[1]).sort();

describe.each([
  ['de', de],
  ['pl', pl],
])('the %s catalogue', (locale, modules) => {
  const all = units(locale);

  it('translates every message', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((u) => !u.target).map((u) => `${u.id}: ${u.source}`)).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    const wrong = all.filter((u) => u.target && placeholders(u.source).join() !== placeholders(u.target).join());
    expect(wrong.map((u) => `${u.id}: ${u.target}`)).toEqual([]);
  });

  it('is built into the locale module (run `npm run i18n` after editing the XLIFF)', () => {
    expect(Object.keys(modules).sort()).toEqual(all.map((u) => u.id).sort());
  });

  it('gives each placement key its own letter', () => {
    const keys = ['key.rotate', 'key.flip', 'key.option'].map((id) => String(all.find((u) => u.id === id)?.target).toLowerCase());
    expect(new Set(keys).size).toBe(3);
  });
});

describe('the pseudo-locale', () => {
  it('has every message of the English source', () => {
    expect(Object.keys(pseudo).sort()).toEqual(
      units('de')
        .map((u) => u.id)
        .sort(),
    );
  });
});
