/**
 * `npm run pgdata-template`: makes the PGlite template a new data directory is copied from
 * (web/server/db/template.ts): initdb and the migrations, once, at build time (otherwise the first
 * server start that needs it makes it). Does nothing when a template made by the installed PGlite
 * is there already (`--force` makes it again).
 */
import { rmSync } from 'node:fs';
import { migrated } from '../../web/server/db/open.ts';
import { makeTemplate, TEMPLATE_DIR, templateUsable } from '../../web/server/db/template.ts';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(`npm run pgdata-template [-- --force]
  makes the PGlite template a new data directory is copied from (initdb and the migrations, once);
  does nothing when the installed PGlite's template is there already; --force makes it again
`);
  process.exit(0);
}

if (templateUsable() && !process.argv.includes('--force')) {
  console.log(`pgdata template: ${TEMPLATE_DIR} is ready`);
} else {
  const t0 = performance.now();
  // --force: a usable template is replaced too (makeTemplate replaces only stale ones).
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const { made, error } = await makeTemplate((dir) => migrated(dir));
  if (!made) throw error;
  console.log(`pgdata template: made ${TEMPLATE_DIR} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
