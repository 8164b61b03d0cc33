import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { placementMachine } from '../../machines/placement.machine.ts';
import { activateEvent, connectPlacement, intentEvent, keyIntent } from '../../machines/placement.connect.ts';
import { tableWording } from '../../components/words/table-wording.ts';
import { findCard } from '../../src/content/official.ts';
import type { AmbushCard, ExploreCard } from '../../src/content/types.ts';
import { newSheet } from '../../src/rules/sheet.ts';
import { parseNotation } from '../../src/grid/notation.ts';

const map = parseNotation(['. . . . .', '. . . . .', '. . . . .', '. . . . .'].join('\n'));
const sheet = () => newSheet(map);
// Hinterland Stream: a farm or water L of five spaces.
const stream = findCard('hinterland-stream') as ExploreCard;

describe('placement connect', () => {
  it('maps keys to intents: R, F, Backspace/Escape/U, Ctrl+Z, and number keys to the offered terrains only', () => {
    const c = { terrains: ['farm', 'water'] as const, mode: 'shape' as const, card: findCard('great-river') as ExploreCard, option: 1 };
    expect(keyIntent(c, { key: 'r' })).toEqual({ kind: 'rotate' });
    expect(keyIntent(c, { key: 'F' })).toEqual({ kind: 'flip' });
    expect(keyIntent(c, { key: 'Backspace' })).toEqual({ kind: 'undo' });
    expect(keyIntent(c, { key: 'Escape' })).toEqual({ kind: 'undo' });
    expect(keyIntent(c, { key: 'z', ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(keyIntent(c, { key: 'r', ctrlKey: true })).toBeNull();
    expect(keyIntent(c, { key: '2' })).toEqual({ kind: 'terrain', terrain: 'water' });
    expect(keyIntent(c, { key: '3' })).toBeNull();
    expect(keyIntent(c, { key: 'x' })).toBeNull();
    // O cycles the shape options (Great River has two), and means nothing for a one-option card.
    expect(keyIntent(c, { key: 'o' })).toEqual({ kind: 'option', option: 0 });
    expect(keyIntent({ ...c, option: 0 }, { key: 'O' })).toEqual({ kind: 'option', option: 1 });
    expect(keyIntent({ ...c, card: stream, option: 0 }, { key: 'o' })).toBeNull();
    expect(intentEvent({ kind: 'option', option: 1 })).toEqual({ type: 'placement.option.chosen', option: 1 });
    expect(intentEvent({ kind: 'confirm' })).toEqual({ type: 'placement.confirmed' });
  });

  it("takes the reader's own letters first and keeps R, F and O where the language leaves them free", () => {
    const c = { terrains: ['farm'] as const, mode: 'shape' as const, card: findCard('great-river') as ExploreCard, option: 0 };
    const german = { rotate: 'D', flip: 'S', option: 'O' };
    expect(keyIntent(c, { key: 'd' }, german)).toEqual({ kind: 'rotate' });
    expect(keyIntent(c, { key: 's' }, german)).toEqual({ kind: 'flip' });
    expect(keyIntent(c, { key: 'r' }, german)).toEqual({ kind: 'rotate' });
    expect(keyIntent(c, { key: 'f' }, german)).toEqual({ kind: 'flip' });
    // Polish turns with O (Obróć), so O no longer picks the next option there: W does.
    const polish = { rotate: 'O', flip: 'P', option: 'W' };
    expect(keyIntent(c, { key: 'o' }, polish)).toEqual({ kind: 'rotate' });
    expect(keyIntent(c, { key: 'p' }, polish)).toEqual({ kind: 'flip' });
    expect(keyIntent(c, { key: 'w' }, polish)).toEqual({ kind: 'option', option: 1 });
    expect(keyIntent(c, { key: 'R' }, polish)).toEqual({ kind: 'rotate' });
    expect(keyIntent(c, { key: 'f' }, polish)).toEqual({ kind: 'flip' });
  });

  it('activating the placed space again confirms it; anywhere else moves the shape there', () => {
    const p = createActor(placementMachine, { input: { player: 0, sheet: sheet(), card: stream } }).start();
    p.send({ type: 'placement.terrain.chosen', terrain: 'farm' });
    expect(activateEvent(p.getSnapshot().context, [0, 0])).toEqual({ type: 'placement.moved', at: [0, 0] });
    p.send({ type: 'placement.moved', at: [0, 0] });
    const c = p.getSnapshot().context;
    expect(c.preview?.legal).toBe(true);
    expect(activateEvent(c, [0, 0])).toEqual({ type: 'placement.confirmed' });
    expect(activateEvent(c, [1, 0])).toEqual({ type: 'placement.moved', at: [1, 0] });
    // The second click of a double-click is the same gesture as the first: it never confirms.
    expect(activateEvent(c, [0, 0], true)).toEqual({ type: 'placement.moved', at: [0, 0] });
  });

  it('gives the controls, the ghost in the chosen terrain and the legal drawing for the projection', () => {
    const p = createActor(placementMachine, { input: { player: 0, sheet: sheet(), card: stream } }).start();
    let v = connectPlacement(p.getSnapshot().context, tableWording);
    expect(v.controls.options).toHaveLength(stream.options.length);
    expect(v.controls.terrains).toEqual(stream.terrains);
    expect(v.controls.canConfirm).toBe(false);
    // The status line says the next step for the device the player uses.
    expect(v.controls.reason).toBe('Point at the map and click to place.');
    expect(connectPlacement(p.getSnapshot().context, tableWording, 'keyboard').controls.reason).toBe('Move with the arrow keys and press Enter to place.');
    expect(connectPlacement(p.getSnapshot().context, tableWording, 'touch').controls.reason).toBe('Tap the map where the shape goes.');
    expect(v.ghost).toBeUndefined();
    // A two-terrain card starts on its first terrain, so a placed shape can be confirmed at once.
    expect(v.controls.terrain).toBe(stream.terrains[0]);
    p.send({ type: 'placement.terrain.chosen', terrain: 'water' });
    p.send({ type: 'placement.moved', at: [0, 0] });
    v = connectPlacement(p.getSnapshot().context, tableWording);
    expect(v.ghost?.terrain).toBe('water');
    expect(v.ghost?.legal).toBe(true);
    expect(v.drawing?.terrain).toBe('water');
    expect(v.drawing?.cells).toEqual(v.ghost?.cells);
    expect(v.controls.canConfirm).toBe(true);
    expect(v.controls.canUndo).toBe(true);
    expect(v.controls.reason).toBe('Placed: confirm, or click elsewhere, turn or undo.');
    expect(connectPlacement(p.getSnapshot().context, tableWording, 'keyboard').controls.reason).toBe('Placed: press Enter to confirm, or move, turn or undo.');
    // Off the map: refused, with the rules' reason, and nothing to project.
    p.send({ type: 'placement.moved', at: [3, 4] });
    v = connectPlacement(p.getSnapshot().context, tableWording);
    expect(v.controls.refused).toBe(true);
    expect(v.controls.reason.length).toBeGreaterThan(5);
    expect(v.drawing).toBeUndefined();
  });

  it('an ambush monster is drawn as a monster and cannot be given a terrain', () => {
    const monster = findCard('goblin-attack') as AmbushCard;
    const p = createActor(placementMachine, { input: { player: 0, sheet: sheet(), card: monster } }).start();
    p.send({ type: 'placement.hovered', at: [0, 0] });
    const v = connectPlacement(p.getSnapshot().context, tableWording);
    expect(v.ghost?.terrain).toBe('monster');
    expect(v.controls.terrains).toEqual([]);
  });
});
