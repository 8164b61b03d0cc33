/** Why a daily board (public or server-dealt) refused or did not answer, in the reader's language. */
import { msg, str } from '../../i18n/localization.ts';

/** Why the leaderboard did not answer, in the reader's language (by the client's or the server's code). */
export function boardProblemSentence(e: unknown): string {
  // A LeaderboardError (web/client/leaderboard.ts) carries the client's or the server's code.
  const given = e instanceof Error ? (e as Error & { code?: unknown }).code : undefined;
  const code = typeof given === 'string' ? given : '';
  switch (code) {
    case 'network':
      return msg('The leaderboard cannot be reached right now.');
    case 'daily.future':
      return msg('This challenge has not begun yet.');
    case 'daily.name':
      return msg('A result needs a player name.');
    case 'daily.taken':
      return msg('That name already has a result for this challenge: one result per name and day.');
    case 'daily.refused':
      return msg('The leaderboard could not replay these moves, so the result was not recorded.');
    case 'daily.name-claimed':
      return msg('That name belongs to another player (the one who sent its first result): choose another name.');
    case 'daily.rate':
    case 'daily.name-rate':
      return msg('Too many results were sent just now: try again later.');
    case 'daily.over':
      return msg('This server-dealt challenge is over: its day has ended.');
    default:
      // A code this page does not know: the server's own sentence.
      return msg(str`The leaderboard answered: ${(e as Error).message}`);
  }
}
