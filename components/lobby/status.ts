/** A table's status in words: as a line of its own ("Waiting for players") and as a sentence of a spectator's board. */
import type { TableInfo } from '../../web/client/transport.ts';
import { msg } from '../../i18n/localization.ts';

type Status = TableInfo['status'];

export const STATUS: { readonly [S in Status]: () => string } = {
  open: () => msg('Waiting for players'),
  playing: () => msg('In play'),
  finished: () => msg('Finished'),
  abandoned: () => msg('Abandoned by the host'),
  expired: () => msg('Expired'),
};

export const OVER: { readonly [S in Status]: () => string } = {
  open: () => msg('The game has not started.'),
  playing: () => msg('The game is in play.'),
  finished: () => msg('The game is finished.'),
  abandoned: () => msg('The game was abandoned by the host.'),
  expired: () => msg('The game expired.'),
};
