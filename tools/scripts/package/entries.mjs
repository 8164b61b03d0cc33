// The package's public modules, as source paths: each becomes a module of dist/lib/ (tools/vite.config.ts,
// `--mode lib`) and is reachable through package.json "exports" (test/package/exports.test.ts checks
// that every entry is exported and every export is built). Derived from the folders, so a new
// element entry or machine is published without editing a list.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const ts = (dir, skip = []) =>
  readdirSync(root + dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.styles.ts') && !skip.includes(f))
    .sort()
    .map((f) => `${dir}/${f}`);

export const LIBRARY_ENTRIES = [
  'components/carto.ts', // "."
  'src/index.ts', // "./engine"
  'components/define.ts',
  'components/events/index.ts',
  'components/editor-entry.ts',
  'components/i18n-entry.ts', // "./i18n.js": registerLocale, loadLocale
  'components/print-entry.ts', // "./print.js": the editor's PDFs, with the optional @cantoo/pdf-lib
  ...ts('components/elements', ['define-once.ts']),
  ...ts('machines'),
];
