// A pack written outside the repository, as `carto init` makes it inside a project that installed the
// package, checked by the JSON language service VS Code uses (vscode-json-languageservice): its
// `$schema` must load (from node_modules/cartographers-live/content/schema/), the pack must have no
// problem, a wrong value must be flagged, and completion must offer the schema's properties and values.
// Usage: node test/package/json-language-service.mjs <pack folder>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import languageService from 'vscode-json-languageservice';

const { getLanguageService, TextDocument } = languageService;

const packDir = process.argv[2];
if (!packDir) throw new Error('usage: json-language-service.mjs <pack folder>');
const loaded = [];
const service = getLanguageService({
  schemaRequestService: async (uri) => {
    loaded.push(uri);
    return readFileSync(fileURLToPath(uri), 'utf8');
  },
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});

async function check(file, text) {
  const doc = TextDocument.create(pathToFileURL(join(packDir, file)).href, 'json', 1, text);
  const json = service.parseJSONDocument(doc);
  return { doc, json, problems: await service.doValidation(doc, json) };
}

/** Completion labels at the first occurrence of `marker` in `text` (the marker removed). */
async function complete(file, text, marker) {
  const at = text.indexOf(marker);
  const { doc, json } = await check(file, text.replace(marker, ''));
  const list = await service.doComplete(doc, doc.positionAt(at), json);
  return list.items.map((i) => i.label.replace(/^"|"$/g, ''));
}

const manifestText = readFileSync(join(packDir, 'pack.json'), 'utf8');
const manifest = JSON.parse(manifestText);
assert.match(manifest.$schema, /node_modules\/cartographers-live\/content\/schema\/pack\.schema\.json$/);
for (const file of ['pack.json', ...manifest.files]) {
  const { problems } = await check(file, readFileSync(join(packDir, file), 'utf8'));
  assert.deepEqual(
    problems.map((p) => p.message),
    [],
    `${file} has no problem`,
  );
}
assert.ok(
  loaded.some((u) => u.endsWith('/node_modules/cartographers-live/content/schema/pack.schema.json')),
  `schemas loaded: ${loaded.join(', ')}`,
);

// The schema is really applied: a wrong format version and a bad id are flagged.
const wrong = await check('pack.json', manifestText.replace('"format": 1', '"format": 2').replace(/"id": "[^"]*"/, '"id": "Not An Id"'));
assert.ok(wrong.problems.length >= 2, `expected problems, got ${JSON.stringify(wrong.problems.map((p) => p.message))}`);

// Completion: the manifest's missing properties, and a card's kinds of terrain.
const props = await complete('pack.json', manifestText.replace(/\n\}\s*$/, ',\n  |\n}\n'), '|');
for (const p of ['coinTrack', 'soloTitles']) assert.ok(props.includes(p), `pack.json offers ${p}: ${props.join(', ')}`);
const exploreText = readFileSync(join(packDir, 'explore.json'), 'utf8');
const terrains = await complete('explore.json', exploreText.replace(/"terrains": \[[^\]]*\]/, '"terrains": [|]'), '|');
for (const t of ['forest', 'village', 'farm', 'water']) assert.ok(terrains.includes(t), `explore.json offers the terrain ${t}: ${terrains.join(', ')}`);
console.log(
  `JSON language service: ${1 + manifest.files.length} files valid against the installed schemas; completion offers ${props.length} manifest properties and ${terrains.length} terrains`,
);
