/**
 * Sharing a pack by link: the exported pack (serializeDraft), deflated and written in base64url in
 * the editor's address (`#pack=...`), so a link carries the whole pack and no server keeps it.
 * Opening a link reads it back and validates it before anything is shown. A pack too big for a
 * comfortable link (SHARE_LIMIT characters) is shared as its exported file instead.
 */
import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';
import { CartoError } from '../errors.ts';
import { packDocument, serializeDraft, type Draft } from './draft.ts';
import { validatePack } from './load.ts';
import type { Problem } from './problems.ts';

/** The key of the pack in the address's fragment. */
export const SHARE_KEY = 'pack';

/** Longest link part we make (a whole official game fits): much longer links break in mail and chat. */
export const SHARE_LIMIT = 8000;

/** Biggest pack a link may unpack to (a hostile link must not fill the memory). */
const MAX_UNPACKED = 2_000_000;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + (i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '') + (i + 2 < bytes.length ? B64[n & 63]! : '');
  }
  return out;
}

function fromBase64url(text: string): Uint8Array {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const v = B64.indexOf(ch);
    if (v < 0) throw new CartoError('share.unreadable', `the link has a character that is not base64url: '${ch}'`);
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >> bits) & 255);
    }
  }
  return Uint8Array.from(out);
}

/** Unpacks chunk by chunk and stops past MAX_UNPACKED bytes, so a small hostile link cannot unpack to gigabytes. */
function inflateCapped(data: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > MAX_UNPACKED) throw new CartoError('share.too-big', 'the link unpacks to more than 2 MB');
    chunks.push(chunk);
    ended ||= final;
  });
  inflate.push(data, true);
  if (!ended) throw new CartoError('share.unreadable', 'the link is cut short');
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) out.set(c, at), (at += c.length);
  return out;
}

/** The fragment (without '#') that carries the pack, or null when the pack is too big for a link. */
export function shareFragment(draft: Draft): string | null {
  const packed = toBase64url(deflateSync(strToU8(serializeDraft(draft)), { level: 9 }));
  return packed.length <= SHARE_LIMIT ? `${SHARE_KEY}=${packed}` : null;
}

/** A pack opened from a link: what it holds and its problems (validated before anything shows it). */
export interface SharedPack {
  readonly draft: Draft;
  readonly problems: readonly Problem[];
}

/** The pack in an address's fragment (with or without '#'), or null when it carries none. Throws a CartoError for a broken link. */
export function readShareFragment(fragment: string): SharedPack | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const packed = params.get(SHARE_KEY);
  if (packed === null) return null;
  let text: string;
  try {
    text = strFromU8(inflateCapped(fromBase64url(packed)));
  } catch (e) {
    if (e instanceof CartoError) throw e;
    throw new CartoError('share.unreadable', 'the link is cut short or damaged: its pack cannot be unpacked');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CartoError('share.unreadable', 'the link does not hold JSON');
  }
  const draft = packDocument(value);
  if (!draft) throw new CartoError('share.not-a-pack', 'the link does not hold a pack');
  return { draft, problems: validatePack(draft) };
}
