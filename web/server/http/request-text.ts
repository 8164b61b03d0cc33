/**
 * The query string of a request, checked before any route reads it: a NUL (%00) in a parameter
 * reached PostgreSQL, which cannot store or compare it, and answered 500
 * (`GET /daily/:date/:mode/leaderboard?name=%00`). Now it is a 400 `request.text`. Paths need no
 * check here: every path parameter is matched against its own pattern (a table id, a day) and an
 * odd one is a 404.
 */
import { ApiError } from '../errors.ts';
import { BAD_TEXT } from './schemas.ts';

export function checkRequestText(url: string): void {
  const u = new URL(url);
  for (const [k, v] of u.searchParams) {
    if (BAD_TEXT.test(k) || BAD_TEXT.test(v)) {
      throw new ApiError(
        400,
        'request.text',
        `The query parameter ${JSON.stringify(k.replace(BAD_TEXT, '?').slice(0, 40))} may not contain NUL characters or unpaired UTF-16 surrogates.`,
      );
    }
  }
}
