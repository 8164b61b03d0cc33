/**
 * The scoring language's explanations in another language (content/scoring-language/<locale>.json):
 * for each node the summary, a sentence per field and the worked example's reason; for each kind of
 * node its title and summary. The rules, maps and stars of the examples are the English table's
 * (language-docs.ts): only the words are translated. A translation must word every node and field
 * the English explains, and nothing else. Pure: the tests read the files and pass them in.
 */
import { LANGUAGE_DOCS, NODE_KIND_DOCS, NODE_KINDS, type NodeDoc, type NodeKind } from './language-docs.ts';

export interface NodeWords {
  readonly summary: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly why: string;
}

export interface LanguageDocsWords {
  readonly locale: string;
  readonly kinds: Readonly<Record<NodeKind, { readonly title: string; readonly summary: string }>>;
  readonly nodes: Readonly<Record<string, NodeWords>>;
}

const blank = (s: unknown) => typeof s !== 'string' || s.trim() === '';

/** Every way a translation fails to word what the English explains, as sentences. */
export function languageDocsWordsProblems(t: LanguageDocsWords): string[] {
  const out: string[] = [];
  const where = `scoring language (${t.locale})`;
  for (const kind of NODE_KINDS)
    if (blank(t.kinds?.[kind]?.title) || blank(t.kinds?.[kind]?.summary)) out.push(`${where}: the ${kind} nodes need a title and a summary`);
  for (const kind of Object.keys(t.kinds ?? {}))
    if (!(kind in NODE_KIND_DOCS)) out.push(`${where}: words for the kind "${kind}", which the English does not have`);
  const types = new Set(LANGUAGE_DOCS.map((d) => d.type));
  for (const { type, doc } of LANGUAGE_DOCS) {
    const words = t.nodes?.[type];
    if (!words) {
      out.push(`${where}: no words for the node "${type}"`);
      continue;
    }
    if (blank(words.summary) || blank(words.why)) out.push(`${where}: the node "${type}" needs its summary and its example's reason`);
    for (const field of Object.keys(doc.fields))
      if (blank(words.fields?.[field])) out.push(`${where}: the node "${type}" does not explain its field "${field}"`);
    for (const field of Object.keys(words.fields ?? {}))
      if (!(field in doc.fields)) out.push(`${where}: the node "${type}" explains a field "${field}", which the English does not have`);
  }
  for (const type of Object.keys(t.nodes ?? {})) if (!types.has(type)) out.push(`${where}: words for the node "${type}", which the English does not have`);
  return out;
}

/** A node's explanation with its words from a translation (the English where the translation has none). */
export function translatedNodeDoc(doc: NodeDoc, words: NodeWords | undefined): NodeDoc {
  if (!words) return doc;
  const fields = Object.fromEntries(Object.entries(doc.fields).map(([k, v]) => [k, words.fields[k] ?? v]));
  return { summary: words.summary, fields, example: { ...doc.example, why: words.why } };
}
