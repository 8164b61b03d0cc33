/**
 * A pack's words in another language (words/<locale>.json): checked like the rest of the content.
 * Every card needs a name, every scoring card with a text needs its text, and every solo title
 * its title; a translation may not name cards the pack does not have. Pure: the CLI and the
 * tests read the files.
 */
import type { Problem } from './problems.ts';
import { FILE_SCHEMAS, type WordsFile } from './schema.ts';
import { schemaProblems } from './schema-errors.ts';
import type { Pack } from './types.ts';

export type { WordsFile };

const ptr = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every problem of one translation of `pack` (schema first; then what is missing or unknown). */
export function wordsProblems(pack: Pack, words: unknown, file: string): Problem[] {
  const schema = schemaProblems(FILE_SCHEMAS.words, words, file);
  if (schema.length) return schema;
  const w = words as WordsFile;
  const problems: Problem[] = [];
  const cards = Object.values(pack.byId);
  for (const card of cards) {
    if (!w.names[card.id]) problems.push({ file, pointer: '/names', message: `no ${w.locale} name for card "${card.id}" (${card.name})` });
    if (card.kind === 'scoring' && card.text && !w.texts?.[card.id]) problems.push({ file, pointer: '/texts', message: `no ${w.locale} text for scoring card "${card.id}" (${card.name})` });
  }
  for (const t of pack.soloTitles ?? []) {
    if (!w.titles?.[t.title]) problems.push({ file, pointer: '/titles', message: `no ${w.locale} solo title for "${t.title}"` });
  }
  for (const id of Object.keys(w.names)) if (!pack.byId[id]) problems.push({ file, pointer: `/names/${ptr(id)}`, message: `names card "${id}", which is not in the pack` });
  for (const id of Object.keys(w.texts ?? {})) if (!pack.byId[id]) problems.push({ file, pointer: `/texts/${ptr(id)}`, message: `gives a text for card "${id}", which is not in the pack` });
  const titles = new Set((pack.soloTitles ?? []).map((t) => t.title));
  for (const t of Object.keys(w.titles ?? {})) if (!titles.has(t)) problems.push({ file, pointer: `/titles/${ptr(t)}`, message: `translates the solo title "${t}", which the pack does not have` });
  return problems;
}
