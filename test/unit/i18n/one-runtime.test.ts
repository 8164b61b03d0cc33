import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every element words its messages through the toolkit's own runtime (i18n/localization.ts),
// which speaks each element's language. A `msg` taken from '@lit/localize' itself would speak the host
// page's lit-localize set-up instead (or English), so a new file that does that fails here.
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));

describe('one localisation runtime', () => {
  it("no element, demo page or client module takes msg() or str from '@lit/localize' directly", () => {
    const own = new Set([join('i18n', 'localization.ts'), join('i18n', 'catalogue.ts')]);
    const direct = ['i18n', 'components', 'tools/site', 'web/client']
      .flatMap(files)
      .filter((f) => !own.has(f))
      // lit-localize's generated catalogues build their templates with its own `str`
      .filter((f) => !f.startsWith(join('i18n', 'locales')))
      .filter((f) => /import\s*\{[^}]*\b(msg|str)\b[^}]*\}\s*from\s*'@lit\/localize'/.test(readFileSync(f, 'utf8')));
    expect(direct).toEqual([]);
  });

  it('the package never configures @lit/localize (a host page may)', () => {
    const configuring = ['i18n', 'components', 'web/client', 'src', 'machines']
      .flatMap(files)
      .filter((f) => /\bconfigure(Localization|TransformLocalization)\b/.test(readFileSync(f, 'utf8')));
    expect(configuring).toEqual([]);
  });
});
