import { CartoError } from '../errors.ts';
import { charOf, NOTATION_CHARS, spaceFromChar, type Fill } from './fills.ts';
import type { MapGrid } from './grid.ts';

/**
 * The map text notation (shared/NOTATION.md): one line per row, one character per space,
 * optionally separated by single spaces; blank lines and `;` comment lines are ignored.
 * Leading indentation is allowed, so that a map can be written inside indented HTML.
 */
export class NotationError extends CartoError {
  constructor(
    code: string,
    message: string,
    line: number | undefined,
    column: number | undefined,
    source?: string,
    params?: Readonly<Record<string, string | number>>,
  ) {
    super(code, message, { source, line, column }, params);
    this.name = 'NotationError';
  }
}

export interface ParseOptions {
  /** File name (or other label) to name in errors. */
  readonly source?: string;
}

interface RowText {
  readonly line: number;
  /** column (1-based) of each space's character in the source line */
  readonly columns: number[];
  readonly chars: string[];
}

const EXPECTED = NOTATION_CHARS.join(' ');

function splitRow(text: string, line: number, source?: string): RowText {
  const indent = text.length - text.trimStart().length;
  const body = text.trimEnd().slice(indent);
  const chars: string[] = [];
  const columns: number[] = [];
  // Spaced form "F . M" has a single space at every odd position; anything else is the packed form "F.M".
  const spaced = body.length > 1 && body[1] === ' ';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    const column = indent + i + 1;
    if (spaced && i % 2 === 1) {
      if (ch !== ' ') {
        throw new NotationError('notation.spacing', `expected a single space between spaces, found '${ch}'`, line, column, source, { char: ch });
      }
      continue;
    }
    if (ch === ' ' || ch === '\t') {
      throw new NotationError(
        'notation.spacing',
        spaced ? 'expected a single space between spaces, found more' : 'separate spaces with single spaces throughout the row or not at all',
        line,
        column,
        source,
        { spaced: spaced ? 1 : 0 },
      );
    }
    if (spaceFromChar(ch) === undefined) {
      throw new NotationError('notation.unknown-char', `unknown character '${ch}' (expected one of ${EXPECTED})`, line, column, source, {
        char: ch,
        expected: EXPECTED,
      });
    }
    chars.push(ch);
    columns.push(column);
  }
  return { line, columns, chars };
}

/** Parses NOTATION text into a grid. Throws NotationError naming the line and column of the first problem. */
export function parseNotation(text: string, options: ParseOptions = {}): MapGrid {
  const { source } = options;
  const rows: RowText[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  lines.forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith(';')) return;
    rows.push(splitRow(raw, i + 1, source));
  });
  const first = rows[0];
  if (!first) throw new NotationError('notation.empty', 'the map has no rows (only blank or comment lines)', undefined, undefined, source);
  const cols = first.chars.length;
  for (const row of rows) {
    if (row.chars.length !== cols) {
      const column = row.chars.length > cols ? row.columns[cols] : (row.columns[row.chars.length - 1] ?? 0) + 1;
      throw new NotationError(
        'notation.ragged',
        `row has ${row.chars.length} spaces but the first row (line ${first.line}) has ${cols}`,
        row.line,
        column,
        source,
        { count: row.chars.length, line: first.line, first: cols },
      );
    }
  }
  const fills: Fill[] = [];
  const ruins: boolean[] = [];
  for (const row of rows) {
    for (const ch of row.chars) {
      const space = spaceFromChar(ch)!;
      fills.push(space.fill);
      ruins.push(space.ruins);
    }
  }
  return { rows: rows.length, cols, fills, ruins };
}

export interface FormatOptions {
  /** Separate spaces with single spaces (the default) or write rows packed. */
  readonly spaced?: boolean;
}

/** Writes a grid as NOTATION text, one line per row, with no trailing newline. */
export function formatNotation(grid: MapGrid, options: FormatOptions = {}): string {
  const sep = options.spaced === false ? '' : ' ';
  const lines: string[] = [];
  for (let r = 0; r < grid.rows; r++) {
    const chars: string[] = [];
    for (let c = 0; c < grid.cols; c++) {
      const i = r * grid.cols + c;
      chars.push(charOf(grid.fills[i] as Fill, grid.ruins[i] === true));
    }
    lines.push(chars.join(sep));
  }
  return lines.join('\n');
}
