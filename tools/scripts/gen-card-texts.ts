// `npm run gen:card-texts`: regenerates docs/card-texts/<pack>.md from the official packs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { officialPacks } from '../../src/content/official.ts';
import { cardTextsDocument, cardTextsFile, printedTexts } from './card-texts-doc.ts';
import { usage } from './usage.mjs';

usage(`
npm run gen:card-texts
Regenerates docs/card-texts/<pack>.md: each official scoring card's printed and generated text.
`);

for (const pack of officialPacks.filter((p) => p.scoring.length > 0)) {
  const file = cardTextsFile(pack.id);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, cardTextsDocument(pack, printedTexts(pack)));
  console.log(`wrote ${file}`);
}
