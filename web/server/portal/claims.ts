/**
 * A portal's word for who its player is: an HS256 JSON Web Token the portal signs with the secret
 * it shares with this server (CARTO_PORTAL_SECRET). Any JWT library mints one, or ten lines of
 * node:crypto (docs/PROTOCOL.md). Checked here by hand with node:crypto: only HS256 is accepted
 * (never "none" or another algorithm the header might name), the signature is compared in constant
 * time, and `exp` is required, so a claim the portal leaked stops working on its own.
 *
 * Claims: `sub` the portal's user id, `name` the name other players see, `exp` (seconds since the
 * epoch), optionally `table` (the claim then works at that table only).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors.ts';

export interface PortalClaim {
  readonly user: string;
  readonly name: string;
  /** seconds since the epoch */
  readonly exp: number;
  /** the one table this claim is for, when the portal named one */
  readonly table?: string;
}

/** Three base64url parts: a JWT (a server seat token is one part, no dots). */
export function looksLikeClaim(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
}

function json(part: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** NUL or unpaired surrogates: text PostgreSQL cannot store. */
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function text(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length >= 1 && v.length <= max && !BAD_TEXT.test(v);
}

/**
 * The portal's claim in `token`, or a 401 that says what is wrong (a forged or foreign signature,
 * an expired claim, a malformed one). `nowMs` is the server's clock (tests pass their own).
 */
export function verifyClaim(token: string, secret: string, nowMs: number): PortalClaim {
  const parts = token.split('.');
  if (parts.length !== 3 || !looksLikeClaim(token)) throw new ApiError(401, 'auth.claim', 'This is not a portal claim (a signed JWT).');
  const [head, body, sig] = parts as [string, string, string];
  const header = json(head);
  if (!header || header.alg !== 'HS256') throw new ApiError(401, 'auth.claim', 'A portal claim is signed with HS256.');
  const want = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const got = Buffer.from(sig, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) throw new ApiError(401, 'auth.signature', "This claim's signature is not the portal's.");
  const c = json(body);
  if (!c || !text(c.sub, 200) || !text(c.name, 40) || typeof c.exp !== 'number' || !Number.isFinite(c.exp)) {
    throw new ApiError(401, 'auth.claim', 'A portal claim names the user (sub), the name (1 to 40 characters) and when it expires (exp).');
  }
  if (c.table !== undefined && !text(c.table, 64)) throw new ApiError(401, 'auth.claim', "A portal claim's table is a table id.");
  if (nowMs >= c.exp * 1000) throw new ApiError(401, 'auth.expired', 'This portal claim has expired: the portal signs a new one.');
  return { user: c.sub, name: c.name, exp: c.exp, ...(c.table !== undefined ? { table: c.table as string } : {}) };
}

/** Signs a claim as a portal does (the tests, the example portal and `carto` use it). */
export function signClaim(claim: { sub: string; name: string; exp: number; table?: string }, secret: string): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const unsigned = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claim)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
