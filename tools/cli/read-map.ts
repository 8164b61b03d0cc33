import { parseNotation } from '../../src/grid/notation.ts';
import type { MapGrid } from '../../src/grid/grid.ts';
import { readInput } from './input.ts';
import { InputError, type CliIo } from './io.ts';
import { LIMITS } from './limits.ts';

/**
 * A map file (relative to the working directory) or standard input (`-`), parsed: NOTATION errors
 * name the file, line and column; a file over LIMITS.mapBytes or a map wider or taller than
 * LIMITS.mapSide is refused with a sentence before any rule looks at it.
 */
export async function readMap(path: string, io: CliIo): Promise<MapGrid> {
  const { text, source } = await readInput(path, io, 'map file', LIMITS.mapBytes);
  const grid = parseNotation(text, { source });
  if (grid.rows > LIMITS.mapSide || grid.cols > LIMITS.mapSide) {
    throw new InputError(
      { source },
      `the map is ${grid.rows} rows by ${grid.cols} columns; carto reads maps of at most ${LIMITS.mapSide} by ${LIMITS.mapSide} (the printed sheet is 11 by 11)`,
    );
  }
  return grid;
}
