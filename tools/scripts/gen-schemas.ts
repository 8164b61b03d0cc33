/**
 * Writes content/schema/*.schema.json from the TypeBox schemas (src/content/schema.ts), and the
 * scoring-language reference in content/README.md (src/scoring/language-reference.ts).
 * Run after changing a schema: `npx tsx tools/scripts/gen-schemas.ts`. test/content/schema-files.test.ts
 * fails while the committed files differ from what this would write.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jsonSchemaFiles } from '../../src/content/json-schema.ts';
import { withReference } from '../../src/scoring/language-reference.ts';

const dir = fileURLToPath(new URL('../../content/schema/', import.meta.url));
mkdirSync(dir, { recursive: true });
const files = jsonSchemaFiles();
for (const old of readdirSync(dir)) if (old.endsWith('.schema.json') && !(old in files)) rmSync(dir + old);
for (const [name, text] of Object.entries(files)) writeFileSync(dir + name, text);
console.log(`wrote ${Object.keys(files).length} schemas to content/schema/: ${Object.keys(files).join(', ')}`);

const readme = fileURLToPath(new URL('../../content/README.md', import.meta.url));
writeFileSync(readme, withReference(readFileSync(readme, 'utf8')));
console.log('wrote the scoring-language reference in content/README.md');
