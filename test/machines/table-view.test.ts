/**
 * The table's view is a union told apart by its screen (machines/table.connect.ts): over a whole
 * pass-and-play game each snapshot's view names the screen its state shows (the states' tags) and
 * carries that screen's part only. The phase the table shows (one map from the engine's stage) is
 * the state the game statechart is in, at every step.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { connectTable, wholeState, localOf, type TableView } from '../../machines/table.connect.ts';
import type { TableSetup } from '../../machines/table/setup.ts';
import type { gameMachine } from '../../machines/game.machine.ts';
import { legalActions } from '../../src/game/legal.ts';
import type { GameState } from '../../src/game/types.ts';
import { tableWording } from '../../components/words/table-wording.ts';
import { tinyPack } from '../unit/game/tiny-pack.ts';

const edicts = { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } as const;
const setup: TableSetup = { players: 2, names: ['Ada', 'Bo'], mode: 'base', map: 'side-a', code: 'MICRO', edicts };

type Snap = SnapshotFrom<typeof tableMachine>;
const PARTS = ['setup', 'connecting', 'handover', 'summary', 'over', 'review', 'board'] as const;
/** The part each screen carries (the others are null). */
const PART_OF: Record<TableView['screen'], (typeof PARTS)[number] | null> = {
  booting: null,
  confirmingNew: null,
  setup: 'setup',
  connecting: 'connecting',
  handover: 'handover',
  seasonSummary: 'summary',
  gameOver: 'over',
  playing: 'board',
};

/** The screen a state shows, read from the state itself (not from its tags). */
function stateScreen(s: Snap): TableView['screen'] {
  if (s.matches('setup')) return 'setup';
  if (s.matches('confirmingNew')) return 'confirmingNew';
  if (s.matches('connecting')) return 'connecting';
  for (const name of ['handover', 'seasonSummary', 'gameOver', 'playing'] as const) if (s.matches({ running: name })) return name;
  return 'booting';
}

/** The phase the game statechart's state stands for. */
function gamePhase(g: SnapshotFrom<typeof gameMachine>): string {
  if (g.matches('gameOver')) return 'gameOver';
  if (g.matches('seasonEnded')) return 'seasonEnded';
  for (const turn of ['drawing', 'ambush', 'hero'] as const) if (g.matches({ season: { turn } })) return turn;
  return 'starting';
}

function check(s: Snap, seen: Set<string>): void {
  const view = connectTable(s, undefined, tableWording);
  const screen = stateScreen(s);
  seen.add(screen);
  expect(view.screen).toBe(screen);
  const set = PARTS.filter((part) => view[part] !== null);
  expect(set).toEqual(PART_OF[screen] ? [PART_OF[screen]] : []);
  const game = localOf(s.context)?.game?.getSnapshot();
  if (game && s.matches('running')) expect(s.context.phase).toBe(gamePhase(game));
}

describe('the table view, screen by screen', () => {
  it('names the screen of the state and carries its part only, over a whole pass-and-play game', () => {
    const a = createActor(tableMachine, { input: { storage: null, storageKey: '', customTable: tinyPack } }).start();
    const seen = new Set<string>();
    check(a.getSnapshot(), seen);
    a.send({ type: 'table.setup.submitted', setup });
    for (let i = 0; i < 400 && !a.getSnapshot().matches({ running: 'gameOver' }); i++) {
      const s = a.getSnapshot();
      check(s, seen);
      if (s.matches({ running: 'handover' })) a.send({ type: 'table.device.taken' });
      else if (s.matches({ running: 'seasonSummary' })) a.send({ type: 'table.season.continued' });
      else {
        const st = wholeState(s.context.shown)!;
        const p = st.tasks.findIndex((q) => q.length > 0);
        localOf(s.context)!.game!.send({ type: 'game.action', action: legalActions(st, p)[0]! });
      }
    }
    check(a.getSnapshot(), seen);
    expect([...seen].sort()).toEqual(['gameOver', 'handover', 'playing', 'seasonSummary', 'setup']);
    a.send({ type: 'table.newGame.asked' });
    check(a.getSnapshot(), seen);
    expect(connectTable(a.getSnapshot(), undefined, tableWording).setup?.canGoBack).toBe(true);
    a.stop();
  });
});
