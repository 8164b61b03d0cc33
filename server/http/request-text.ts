/**
 * The path and query of a request, checked before any route reads them: a NUL (%00) or an unpaired
 * surrogate in a parameter reached PostgreSQL, which cannot store or compare it, and answered 500
 * (`GET /daily/:date/:mode/leaderboard?name=%00`). Now it is a 400 `request.text`.
 */
import { ApiError } from '../errors.ts';
import { BAD_TEXT } from './schemas.ts';

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // Malformed escapes stay as they are: the routes take them literally.
    return part;
  }
}

export function checkRequestText(url: string): void {
  const u = new URL(url);
  if (BAD_TEXT.test(decoded(u.pathname))) throw new ApiError(400, 'request.text', 'The address may not contain NUL characters or unpaired UTF-16 surrogates.');
  for (const [k, v] of u.searchParams) {
    if (BAD_TEXT.test(k) || BAD_TEXT.test(v)) {
      throw new ApiError(400, 'request.text', `The query parameter ${JSON.stringify(k.replace(BAD_TEXT, '?').slice(0, 40))} may not contain NUL characters or unpaired UTF-16 surrogates.`);
    }
  }
}
