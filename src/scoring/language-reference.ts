/**
 * The scoring language reference in Markdown, generated from its one explanation
 * (language-docs.ts) into content/README.md between two markers. `npx tsx tools/scripts/gen-schemas.ts`
 * rewrites it together with the JSON Schemas; a test fails while the committed text is stale.
 */
import { LANGUAGE_DOCS, NODE_KIND_DOCS, NODE_KINDS } from './language-docs.ts';

export const REFERENCE_START = '<!-- scoring-language reference: generated from src/scoring/language-docs.ts, do not edit -->';
export const REFERENCE_END = '<!-- end of the scoring-language reference -->';

const plural = (n: number) => (n === 1 ? 'star' : 'stars');

/** The reference: a section per kind of node, each node with its options and a worked example. */
export function languageReference(): string {
  const out: string[] = [];
  for (const kind of NODE_KINDS) {
    out.push(`### ${NODE_KIND_DOCS[kind].title}`, '', NODE_KIND_DOCS[kind].summary, '');
    for (const { type, doc } of LANGUAGE_DOCS.filter((d) => d.kind === kind)) {
      out.push(`#### \`${type}\``, '', doc.summary, '');
      const fields = Object.entries(doc.fields);
      if (fields.length) out.push(...fields.map(([name, text]) => `- \`${name}\`: ${text}`), '');
      const { rule, map, stars, why } = doc.example;
      out.push('```json', JSON.stringify(rule), '```', '', '```', ...map, '```', '', `Scores ${stars} ${plural(stars)} on this map: ${why}`, '');
    }
  }
  return out.join('\n');
}

/** The README with its reference section replaced (appended, with a heading, when it has none). */
export function withReference(readme: string): string {
  const block = `${REFERENCE_START}\n\n${languageReference()}\n${REFERENCE_END}`;
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start >= 0 && end > start) return readme.slice(0, start) + block + readme.slice(end + REFERENCE_END.length);
  return `${readme.trimEnd()}\n\n## The scoring language\n\nA scoring card's \`rule\` is a tree of nodes, each with a \`type\`. The editor's rule form builds it\nnode by node and shows this help beside each choice.\n\n${block}\n`;
}
