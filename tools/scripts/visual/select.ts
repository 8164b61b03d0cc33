// Choosing stories on the command line: exact story ids, or prefixes ending in `*`.
import type { StoryEntry } from '../storybook/stories.ts';

/** A test for story ids from command-line words; no words choose every story. */
export function storyMatcher(words: readonly string[]): (id: string) => boolean {
  if (words.length === 0) return () => true;
  return (id) => words.some((w) => (w.endsWith('*') ? id.startsWith(w.slice(0, -1)) : id === w));
}

/** The stories the words choose; throws on a word that chooses none (a mistyped id). */
export function selectStories(stories: readonly StoryEntry[], words: readonly string[]): StoryEntry[] {
  for (const w of words) {
    const one = storyMatcher([w]);
    if (!stories.some((s) => one(s.id))) throw new Error(`no story matches "${w}" (a story id, or a prefix ending in *)`);
  }
  const matches = storyMatcher(words);
  return stories.filter((s) => matches(s.id));
}
