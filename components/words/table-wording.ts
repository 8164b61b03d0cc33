/**
 * The table's lines in the reader's language: the TableWording the view models
 * (machines/table.connect.ts, placement.connect.ts) word the game with, and the table's own
 * notices (new game, resumed, refused, a save that could not be read).
 */
import { getLocale, msg, str } from '../../i18n/localization.ts';
import { isViolationCode } from '../../src/codes.ts';
import type { Phase } from '../../machines/table/sources.ts';
import type { InputDevice, PlacementHint, Refusal, TableNotice, TableWording, TaskWords } from '../../machines/table/wording.ts';
import { cardName, soloTitle } from '../../i18n/content-words.ts';
import { players, spaces } from '../../i18n/counts.ts';
import { formatDay, formatList, formatNumber } from '../../i18n/format.ts';
import { violationSentence } from './violations.ts';
import { findCard } from '../../src/content/official.ts';

/** A card id as its name (the refusals carry ids; official cards are known by id). */
const nameOfId = (id: string) => {
  const card = findCard(id);
  return card ? cardName(card) : id;
};

function phaseName(phase: Phase): string {
  switch (phase) {
    case 'starting':
      return msg('setting up');
    case 'drawing':
      return msg('everyone draws');
    case 'ambush':
      return msg('ambush!');
    case 'hero':
      return msg('a hero arrives');
    case 'seasonEnded':
      return msg('the season is scored');
    case 'gameOver':
      return msg('the game is over');
  }
}

function task(t: TaskWords): string {
  const card = cardName(t.card);
  const owner = t.owner;
  switch (t.kind) {
    case 'draw':
      if (t.fallback)
        return t.ruins
          ? msg(str`${card}: no shape can cover a ruins space, so draw a single square anywhere.`)
          : msg(str`${card}: no shape fits, so draw a single square anywhere.`);
      return t.ruins ? msg(str`Draw ${card} so that it covers a ruins space.`) : msg(str`Draw ${card}.`);
    case 'monster':
      return msg(str`Ambush! Draw the monster of ${card} on ${owner}'s map.`);
    case 'hero':
      return msg(str`Hero: place ${card} on an empty space; monsters in the pattern are destroyed.`);
    case 'destroy':
      return msg(str`${card}: choose ${spaces(t.count)} to destroy on ${owner}'s map.`);
  }
}

function hint(h: PlacementHint, device: InputDevice): string {
  switch (h) {
    case 'destroy.chosen':
      return device === 'keyboard'
        ? msg('Chosen: Tab to Confirm and press Enter, or choose another marked space.')
        : msg('Chosen: confirm, or choose another marked space.');
    case 'destroy.choose':
      return device === 'keyboard' ? msg('Move to one of the marked spaces with the arrow keys and press Enter.') : msg('Choose one of the marked spaces.');
    case 'placed':
      if (device === 'keyboard') return msg('Placed: press Enter to confirm, or move, turn or undo.');
      return device === 'touch' ? msg('Placed: tap Confirm, or tap elsewhere, turn or undo.') : msg('Placed: confirm, or click elsewhere, turn or undo.');
    case 'hero.point':
      if (device === 'keyboard') return msg('Move to an empty space with the arrow keys and press Enter: the marks show the spaces the hero attacks.');
      return device === 'touch'
        ? msg('Tap an empty space: the marks show the spaces the hero attacks.')
        : msg('Point at an empty space: the marks show the spaces the hero attacks.');
    case 'point':
      if (device === 'keyboard') return msg('Move with the arrow keys and press Enter to place.');
      return device === 'touch' ? msg('Tap the map where the shape goes.') : msg('Point at the map and click to place.');
  }
}

/** A refusal in words: the engine's codes by their sentence; others (the server's) by its own message. */
export function refusalSentence(r: Refusal): string {
  if (isViolationCode(r.code)) return violationSentence(r.code, r.params, nameOfId);
  if (r.code === 'placement.not-allowed') return msg('Not allowed here.');
  if (r.code === 'send.failed') return msg(str`The action could not be sent: ${r.message}`);
  if (r.code === 'bot.stuck') return msg(str`The computer player is stuck: ${r.message}`);
  return r.message;
}

export const tableWording: TableWording = {
  locale: getLocale,
  player: (p) => msg(str`Player ${formatNumber(p + 1)}`),
  card: (card) => cardName(card),
  soloTitle: (title) => soloTitle(title),
  phase: (season, phase) => msg(str`${season}: ${phaseName(phase)}`),
  mapOf: (name) => msg(str`${name}'s map`),
  dailyHeading: (date) => msg(str`Daily challenge, ${formatDay(date)}`),
  waitingForOthers: () => msg('Waiting for the other players.'),
  waitingCount: (n) => msg(str`Waiting for ${players(n)}.`),
  waitingFor: (names) => msg(str`Waiting for ${formatList(names)}.`),
  seated: (names, seats) =>
    names.length
      ? msg(str`The game has not started yet. Seated: ${formatList(names)} (${formatNumber(names.length)} of ${formatNumber(seats)}).`)
      : msg(str`The game has not started yet. Nobody is seated (0 of ${formatNumber(seats)}).`),
  connecting: () => msg('Connecting to the table…'),
  sending: () => msg('Sending your move…'),
  sendingWhenBack: () => msg('The server cannot be reached: your move is kept and will be sent when it is back.'),
  nextSeason: () => msg('the next season'),
  task,
  hint,
  refusal: refusalSentence,
};

/** The table's own news, for the live region and the problem line. */
/** Said to a player whose turn the host played (online, past the deadline or after leaving). */
export function skippedSentence(): string {
  return msg('You were skipped: your time was up, so the host played your turn for you with the first move the rules allow.');
}

export function noticeSentence(n: TableNotice): string {
  switch (n.kind) {
    case 'resumed':
      return msg('Game resumed where you left it.');
    case 'started':
      return n.players === 1 ? msg(str`New game: solo, code ${n.code}.`) : msg(str`New game: ${players(n.players)}, code ${n.code}.`);
    case 'tutorial':
      return msg('The guided first game begins.');
    case 'daily':
      return msg(str`The daily challenge of ${formatDay(n.date)} begins.`);
    case 'daily.unavailable':
      return msg(str`There is no daily challenge to play: ${n.problem}`);
    case 'hint.failed':
      return msg(str`No hint: ${n.problem}`);
    case 'bot.stuck':
      return msg(str`The computer player is stuck: ${n.problem}`);
    case 'refused':
      return msg(str`Refused: ${refusalSentence(n.refusal)}`);
    case 'skipped':
      return skippedSentence();
    case 'save.unreadable':
      switch (n.problem.reason) {
        case 'not-json':
          return msg('Your saved game could not be read (it is not valid JSON); it was set aside.');
        case 'no-format':
          return msg('Your saved game could not be read (it is not a saved game of this app); it was set aside.');
        case 'incomplete':
          return msg('Your saved game could not be read (its game or its setup is missing); it was set aside.');
        case 'unknown-format':
          return msg(str`Your saved game could not be read (its format, ${n.problem.format}, is not one this version knows); it was set aside.`);
      }
      break;
    case 'save.unresumable':
      return n.code === undefined
        ? msg("Your saved game could not be resumed with this version's rules and cards; it was set aside.")
        : msg(str`Your saved game could not be resumed with this version's rules and cards (${n.code}); it was set aside.`);
  }
}
