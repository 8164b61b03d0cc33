/**
 * The content model: what every card, map side and pack looks like once loaded.
 * This file is the contract between the content packs (content/), the rules (src/rules),
 * the scoring language (src/scoring) and the game (src/game). The JSON Schemas in
 * content/schema/ describe exactly these shapes.
 */
import type { DrawableTerrain } from '../grid/fills.ts';
import type { EdictLetter, ScoringStack } from './stacks.ts';
import type { ScoringRule } from '../scoring/rule.ts';

/**
 * A shape as a picture, one string per row, as printed on the card:
 *  'X' a space of the shape, 'o' a printed gap space (not drawn; may be empty or already filled),
 *  '.' nothing. Rows have equal length; the picture has no empty outer rows or columns.
 * Example: the Great River's bend is ["..X", ".XX", "XX."].
 */
export type ShapePicture = readonly string[];

/**
 * A hero's attack pattern as a picture: 'H' the hero's own space (exactly one), 'X' an attacked
 * space, '.' nothing. Example: Dobrik of Lorkheim is [".X.", "XHX", ".X."].
 */
export type PatternPicture = readonly string[];

export type CardKind = 'explore' | 'ambush' | 'hero' | 'season' | 'edict' | 'scoring' | 'map';

interface CardBase {
  /** kebab-case of the English name, apostrophes dropped, a leading "The" kept: `the-broken-road`. */
  readonly id: string;
  readonly kind: CardKind;
  /** The printed English name. */
  readonly name: string;
  /** The printed card number, where known (e.g. "07"). */
  readonly number?: string;
}

/** One shape a player may choose on an explore card. */
export interface ShapeOption {
  readonly shape: ShapePicture;
  /** Drawing this option fills the next coin on the coin track. */
  readonly coin?: boolean;
}

/**
 * An explore card: choose one of `terrains` and one of `options`. A ruins card (`ruins: true`) has
 * no terrains or options and time 0: it makes the next shape cover a ruins space. Rift Lands and
 * Kethra's Gates are ordinary explore cards with one 1x1 option and five terrains.
 */
export interface ExploreCard extends CardBase {
  readonly kind: 'explore';
  readonly time: number;
  readonly terrains: readonly DrawableTerrain[];
  readonly options: readonly ShapeOption[];
  readonly ruins?: boolean;
}

export type Rotation = 'clockwise' | 'counterclockwise';
export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** What a special ambush does beyond drawing its monster (Heroes). Each is an engine operation driven by this data. */
export type AmbushEffect =
  /** When every space of this monster is surrounded (four sides filled) or destroyed, its sheet's owner gains `coins`, once. */
  | { readonly type: 'coins-when-enclosed'; readonly coins: number }
  /** After each season's scoring, this monster is drawn in every empty space adjacent to one of its spaces (new ones spread later too). */
  | { readonly type: 'spread-after-scoring' }
  /** After each season's scoring, the sheet's owner destroys `count` empty space(s) adjacent to this monster. */
  | { readonly type: 'destroy-adjacent-after-scoring'; readonly count: number }
  /** Right after drawing this monster, the drawer destroys `count` adjacent space(s) (never a mountain). */
  | { readonly type: 'destroy-adjacent-after-drawing'; readonly count: number };

export interface AmbushCard extends CardBase {
  readonly kind: 'ambush';
  /** Always 0 in the official games. */
  readonly time: number;
  /** The monster in its printed orientation; 'o' marks gap spaces (Bugbear Assault). */
  readonly shape: ShapePicture;
  /** Multiplayer: the direction sheets are passed (clockwise = to the left-hand neighbour). */
  readonly pass: Rotation;
  /** Solo: where the walk starts and which way it goes round the ring. */
  readonly solo: { readonly corner: Corner; readonly direction: Rotation };
  /** The letter marked in the monster's spaces (Heroes: D, Z, T, G). */
  readonly initial?: string;
  readonly effect?: AmbushEffect;
}

/** A hero card (Heroes): draw a 1x1 hero space, then mark the attack pattern around it. */
export interface HeroCard extends CardBase {
  readonly kind: 'hero';
  readonly time: number;
  readonly pattern: PatternPicture;
}

export type { EdictLetter };

export interface SeasonCard extends CardBase {
  readonly kind: 'season';
  /** Season ends when the revealed time reaches this. */
  readonly time: number;
  /** The two edicts scored at the end of this season, e.g. ["A", "B"]. */
  readonly edicts: readonly [EdictLetter, EdictLetter];
  /** 1-based order in the season stack (spring 1 ... winter 4). */
  readonly order: number;
}

export interface EdictCard extends CardBase {
  readonly kind: 'edict';
  readonly letter: EdictLetter;
}

/** The four scoring stacks, by card back. */
export type { ScoringStack };

export interface ScoringCard extends CardBase {
  readonly kind: 'scoring';
  readonly stack: ScoringStack;
  /** The solo value printed in the card's corner (subtracted from a solo player's score). */
  readonly solo: number;
  /** The card text as printed (English). */
  readonly text: string;
  /** A small worked example shown with the text (the official cards each have one). */
  readonly example?: ScoringExample;
  readonly rule: ScoringRule;
}

/** A scoring card's worked example: a small map, what the card scores on it, and why. */
export interface ScoringExample {
  /** NOTATION rows; the example's edge is the map edge. */
  readonly rows: readonly string[];
  readonly stars: number;
  /** How the stars add up, in our own words. */
  readonly why: string;
}

/** A printed side of the map sheet. */
export interface MapSide extends CardBase {
  readonly kind: 'map';
  /** "A" ... "D" as printed. */
  readonly side: string;
  /** The printed spaces as NOTATION rows: `.` empty, `M` mountain, `r` ruins, `#` wasteland. */
  readonly rows: readonly string[];
}

export type Card = ExploreCard | AmbushCard | HeroCard | SeasonCard | EdictCard | ScoringCard | MapSide;

export interface SoloTitle {
  /** The title applies from this rating up (the highest threshold met wins). */
  readonly min: number;
  readonly title: string;
}

/** A loaded, validated pack: every card by kind, and an index by id. */
export interface Pack {
  readonly id: string;
  readonly name: string;
  readonly explore: readonly ExploreCard[];
  readonly ambush: readonly AmbushCard[];
  readonly heroes: readonly HeroCard[];
  readonly seasons: readonly SeasonCard[];
  readonly edicts: readonly EdictCard[];
  readonly scoring: readonly ScoringCard[];
  readonly maps: readonly MapSide[];
  /** Coins on the printed coin track (14); a drawing past it earns nothing more. */
  readonly coinTrack?: number;
  readonly soloTitles?: readonly SoloTitle[];
  readonly byId: Readonly<Record<string, Card>>;
}
