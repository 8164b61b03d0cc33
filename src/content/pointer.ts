/**
 * JSON Pointer (RFC 6901) on plain JSON documents, copy-on-write: the editor edits a pack through
 * these, and validation problems name their place with the same pointers.
 */
import { CartoError } from '../errors.ts';

/** One reference token unescaped: "~1" is "/", "~0" is "~". */
export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** "/cards/0/rule" -> ["cards", "0", "rule"]. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map(unescapeToken);
}

type Op = { op: 'set'; value: unknown } | { op: 'remove' };

function change(node: unknown, path: readonly string[], op: Op): unknown {
  if (path.length === 0) return op.op === 'set' ? op.value : undefined;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(node)) {
    const copy = node.slice();
    const i = head === '-' ? copy.length : Number(head);
    if (!Number.isInteger(i) || i < 0 || i > copy.length) throw new CartoError('editor.pointer', `no item ${head} in a list of ${copy.length}`);
    if (rest.length === 0 && op.op === 'remove') copy.splice(i, 1);
    else copy[i] = change(copy[i], rest, op);
    return copy;
  }
  const obj = node !== null && typeof node === 'object' ? { ...(node as Record<string, unknown>) } : {};
  const next = change(obj[head], rest, op);
  // A property set to undefined is removed: an optional field left blank disappears from the JSON.
  if (next === undefined) delete obj[head];
  else obj[head] = next;
  return obj;
}

/** A copy of `doc` with the value at `pointer` replaced (undefined removes it; a last token "-" appends). */
export function setIn(doc: unknown, pointer: string, value: unknown): unknown {
  return change(doc, pointerTokens(pointer), { op: 'set', value });
}

/** A copy of `doc` without the item or property at `pointer`. */
export function removeIn(doc: unknown, pointer: string): unknown {
  return change(doc, pointerTokens(pointer), { op: 'remove' });
}
