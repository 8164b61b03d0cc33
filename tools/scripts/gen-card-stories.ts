// `npm run gen:stories`: regenerates stories/cards/*.stories.ts from the official packs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { officialPacks } from '../../src/content/official.ts';
import { cardStoriesFile } from './card-stories.ts';
import { usage } from './usage.mjs';

usage(`
npm run gen:stories
Regenerates stories/cards/*.stories.ts from the official packs.
`);

const dir = join(import.meta.dirname, '../../stories/cards');
mkdirSync(dir, { recursive: true });
for (const pack of officialPacks) {
  const file = join(dir, `${pack.id}.stories.ts`);
  writeFileSync(file, cardStoriesFile(pack));
  console.log(`wrote ${file}`);
}
