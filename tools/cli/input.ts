import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { InputError, UsageError, type CliIo } from './io.ts';
import { formatBytes, LIMITS } from './limits.ts';

/** An input's text and the name to put in messages (the path as given, or `<stdin>` for `-`). */
export interface InputText {
  readonly text: string;
  readonly source: string;
}

/** Reads a file (relative to the working directory) or standard input (`-`), refusing more than `maxBytes`. */
export async function readInput(path: string, io: CliIo, what: string, maxBytes: number): Promise<InputText> {
  if (path === '-') {
    const text = await io.readStdin(maxBytes);
    const bytes = Buffer.byteLength(text);
    if (bytes > maxBytes)
      throw new InputError({ source: '<stdin>' }, `${what} is more than ${formatBytes(maxBytes)}; carto reads at most ${formatBytes(maxBytes)}`);
    return { text, source: '<stdin>' };
  }
  const abs = resolve(io.cwd, path);
  let size: number;
  try {
    const st = statSync(abs);
    if (st.isDirectory()) throw new UsageError(`'${path}' is a folder; give the ${what} itself`);
    size = st.size;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read ${what} '${path}': no such file`);
  }
  if (size > maxBytes) throw new InputError({ source: path }, `${what} is ${formatBytes(size)}; carto reads at most ${formatBytes(maxBytes)}`);
  try {
    return { text: readFileSync(abs, 'utf8'), source: path };
  } catch (e) {
    throw new UsageError(`cannot read ${what} '${path}': ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

const SYNTAX: Readonly<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'malformed number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: "expected ':'",
  CommaExpected: "expected ','",
  CloseBraceExpected: "expected '}'",
  CloseBracketExpected: "expected ']'",
  EndOfFileExpected: 'unexpected text after the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'malformed \\u escape',
  InvalidEscapeCharacter: 'malformed escape',
  InvalidCharacter: 'control character in a string',
};

/**
 * JSON.parse with a located error: "file:line:col: not valid JSON: expected ','". The engine's own
 * message often has no position, so on failure (only then) Microsoft's jsonc-parser, the one VS Code
 * uses, finds the first error's offset, in strict JSON mode.
 */
export async function parseJson(input: InputText): Promise<unknown> {
  try {
    return JSON.parse(input.text) as unknown;
  } catch (e) {
    const { parse, printParseErrorCode } = await import('jsonc-parser');
    const errors: Array<{ error: number; offset: number }> = [];
    parse(input.text, errors as never, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    const v8 = /at position (\d+)/.exec((e as Error).message);
    const offset = first ? first.offset : v8 ? Number(v8[1]) : input.text.length;
    const reason = first
      ? (SYNTAX[printParseErrorCode(first.error as never)] ?? 'unexpected input')
      : (e as Error).message.replace(/,\s*".*" is not valid JSON$/s, '');
    throw new InputError({ source: input.source, ...lineColumn(input.text, offset) }, `not valid JSON: ${reason}`);
  }
}

/**
 * Refuses JSON that is deeper, wider or larger than LIMITS allow, naming where (a JSON Pointer), before
 * any validator or engine code walks it recursively. Iterative, so a hostile depth cannot overflow it.
 */
export function checkJsonSize(value: unknown, source: string): void {
  const stack: Array<{ v: unknown; pointer: string; depth: number }> = [{ v: value, pointer: '', depth: 0 }];
  let count = 0;
  while (stack.length) {
    const { v, pointer, depth } = stack.pop()!;
    if (++count > LIMITS.jsonValues)
      throw new InputError({ source, pointer: '' }, `holds more than ${LIMITS.jsonValues} JSON values; carto reads at most that many`);
    if (v === null || typeof v !== 'object') continue;
    if (depth >= LIMITS.jsonDepth)
      throw new InputError({ source, pointer }, `nests deeper than ${LIMITS.jsonDepth} levels; carto reads at most ${LIMITS.jsonDepth}`);
    if (Array.isArray(v)) {
      if (v.length > LIMITS.jsonArrayItems)
        throw new InputError({ source, pointer }, `a list of ${v.length} items; carto reads at most ${LIMITS.jsonArrayItems} in one list`);
      v.forEach((item, i) => stack.push({ v: item, pointer: `${pointer}/${i}`, depth: depth + 1 }));
    } else {
      for (const [k, item] of Object.entries(v)) stack.push({ v: item, pointer: `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth: depth + 1 });
    }
  }
}

/** Reads, parses and size-checks one JSON document. */
export async function readJson(path: string, io: CliIo, what: string, maxBytes: number): Promise<{ value: unknown; source: string }> {
  const input = await readInput(path, io, what, maxBytes);
  const value = await parseJson(input);
  checkJsonSize(value, input.source);
  return { value, source: input.source };
}
