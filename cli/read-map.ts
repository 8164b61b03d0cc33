import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError, type CliIo } from './io.ts';

/** A map file's text (relative to the working directory), or standard input for `-`, with the name to put in errors. */
export async function readMapText(path: string, io: CliIo): Promise<{ text: string; source: string }> {
  if (path === '-') return { text: await io.readStdin(), source: '<stdin>' };
  try {
    return { text: readFileSync(resolve(io.cwd, path), 'utf8'), source: path };
  } catch {
    throw new UsageError(`cannot read map file '${path}'`);
  }
}
