/**
 * The "How to play" text as data (content/help/<language>.json): topics in our own words, the
 * rulings of docs/RULINGS.md they link to, and the keyboard shortcuts. Checked by helpProblems
 * (a test runs it against docs/RULINGS.md, so every link points at a ruling that exists).
 */

export interface HelpTopic {
  /** a stable id, kebab-case: what a "help on this" link opens */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** ids of the rulings (keys of `HelpContent.rulings`) that apply to this topic */
  readonly rulings?: readonly string[];
}

export interface HelpShortcut {
  /** the keys, each as a person reads it ("R", "Arrow keys", "Ctrl+Z") */
  readonly keys: readonly string[];
  readonly does: string;
}

export interface HelpContent {
  readonly language: string;
  readonly title: string;
  /** the heading of the rulings links */
  readonly rulingsTitle: string;
  /** the rulings of docs/RULINGS.md: its headings' anchors (GitHub style) and titles */
  readonly rulings: Readonly<Record<string, string>>;
  readonly topics: readonly HelpTopic[];
  readonly shortcuts: readonly HelpShortcut[];
}

/** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

/** The second-level headings of a Markdown text, by anchor. */
export function markdownSections(markdown: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of markdown.split('\n')) if (line.startsWith('## ')) out.set(headingAnchor(line.slice(3)), line.slice(3).trim());
  return out;
}

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Every problem with a help text, as sentences: topics need an id, a title and paragraphs; ids are
 * unique; each ruling is a section of the rulings document under its own title, and is linked by
 * some topic; a topic links only rulings that exist; shortcuts have keys and a description.
 */
export function helpProblems(help: HelpContent, rulings: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  const ids = new Set<string>();
  for (const [i, t] of help.topics.entries()) {
    const at = `topic ${i + 1} (${t.id})`;
    if (!ID.test(t.id)) out.push(`${at}: the id must be kebab-case`);
    if (ids.has(t.id)) out.push(`${at}: the id is used twice`);
    ids.add(t.id);
    if (!t.title.trim()) out.push(`${at}: no title`);
    if (t.paragraphs.length === 0 || t.paragraphs.some((p) => !p.trim())) out.push(`${at}: every topic needs paragraphs, none of them blank`);
    for (const r of t.rulings ?? []) if (!(r in help.rulings)) out.push(`${at}: links the ruling "${r}", which the help does not list`);
  }
  const linked = new Set(help.topics.flatMap((t) => t.rulings ?? []));
  for (const [id, title] of Object.entries(help.rulings)) {
    const heading = rulings.get(id);
    if (heading === undefined) out.push(`the ruling "${id}" is not a section of the rulings`);
    else if (heading !== title) out.push(`the ruling "${id}" is titled "${heading}", not "${title}"`);
    if (!linked.has(id)) out.push(`no topic links the ruling "${id}"`);
  }
  for (const id of rulings.keys()) if (!(id in help.rulings)) out.push(`the ruling "${id}" is missing from the help`);
  help.shortcuts.forEach((s, i) => {
    if (s.keys.length === 0 || !s.does.trim()) out.push(`shortcut ${i + 1}: needs keys and what they do`);
  });
  return out;
}
