/**
 * The game's prose in other languages: the "How to play" text (content/help/<locale>.json, the
 * same shape as en.json) and the guided first game's words (content/tutorial/words/<locale>.json,
 * each step's hint and task by step id). A translation must say everything the English says, in
 * the same places: the same topics in the same order with as many paragraphs, the same rulings
 * linked, as many shortcuts, and every tutorial step; and nothing the English does not have.
 * Pure: the tests and the CLI read the files and pass them in.
 */
import type { HelpContent } from './help.ts';
import type { TutorialScript } from '../game/tutorial.ts';

/** A tutorial's words in one language. */
export interface TutorialWords {
  readonly locale: string;
  readonly title: string;
  readonly steps: Readonly<Record<string, { readonly hint: string; readonly do: string }>>;
}

const blank = (s: unknown) => typeof s !== 'string' || s.trim() === '';

/** Every way `t` (a translation of the help) fails to match `english`, as sentences. */
export function helpTranslationProblems(english: HelpContent, t: HelpContent): string[] {
  const out: string[] = [];
  const where = `help (${t.language})`;
  if (blank(t.title) || blank(t.rulingsTitle)) out.push(`${where}: the title and the rulings heading need words`);
  for (const id of Object.keys(english.rulings)) if (blank(t.rulings[id])) out.push(`${where}: no title for the ruling "${id}"`);
  for (const id of Object.keys(t.rulings)) if (!(id in english.rulings)) out.push(`${where}: names the ruling "${id}", which the English does not have`);
  const ids = t.topics.map((x) => x.id).join(', ');
  if (ids !== english.topics.map((x) => x.id).join(', '))
    out.push(`${where}: the topics are ${ids}, not the English ${english.topics.map((x) => x.id).join(', ')}`);
  for (const [i, e] of english.topics.entries()) {
    const topic = t.topics[i];
    if (!topic || topic.id !== e.id) continue;
    if (blank(topic.title)) out.push(`${where}: the topic "${e.id}" has no title`);
    if (topic.paragraphs.length !== e.paragraphs.length)
      out.push(`${where}: the topic "${e.id}" has ${topic.paragraphs.length} paragraphs, the English ${e.paragraphs.length}`);
    if (topic.paragraphs.some(blank)) out.push(`${where}: the topic "${e.id}" has an empty paragraph`);
    if ((topic.rulings ?? []).join() !== (e.rulings ?? []).join()) out.push(`${where}: the topic "${e.id}" links other rulings than the English`);
  }
  if (t.shortcuts.length !== english.shortcuts.length) out.push(`${where}: ${t.shortcuts.length} shortcuts, the English ${english.shortcuts.length}`);
  for (const [i, s] of t.shortcuts.entries())
    if (s.keys.length === 0 || s.keys.some(blank) || blank(s.does)) out.push(`${where}: shortcut ${i + 1} needs its keys and what they do`);
  return out;
}

/** Every way `words` fails to give the tutorial's title and each step's hint and task, as sentences. */
export function tutorialWordsProblems(script: Pick<TutorialScript, 'id' | 'steps'>, words: TutorialWords): string[] {
  const out: string[] = [];
  const where = `tutorial "${script.id}" (${words.locale})`;
  if (blank(words.title)) out.push(`${where}: no title`);
  for (const step of script.steps) {
    const w = words.steps[step.id];
    if (!w || blank(w.hint) || blank(w.do)) out.push(`${where}: the step "${step.id}" needs its hint and its task`);
  }
  const known = new Set(script.steps.map((s) => s.id));
  for (const id of Object.keys(words.steps)) if (!known.has(id)) out.push(`${where}: words for the step "${id}", which the tutorial does not have`);
  return out;
}
