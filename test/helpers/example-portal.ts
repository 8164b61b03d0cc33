import { readFileSync } from 'node:fs';

/** The js block after `<!-- example-portal -->` in docs/PROTOCOL.md, as a reader copies it. */
export function examplePortal(): string {
  const doc = readFileSync(new URL('../../docs/PROTOCOL.md', import.meta.url), 'utf8');
  const after = doc.slice(doc.indexOf('<!-- example-portal -->'));
  const m = /```js\n([\s\S]*?)```/.exec(after);
  if (!m) throw new Error('docs/PROTOCOL.md has no example portal');
  return m[1]!;
}
