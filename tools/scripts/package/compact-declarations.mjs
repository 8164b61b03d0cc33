// tsc writes the inferred type of every TypeBox schema constant in full, and again in full wherever
// another constant is built from it: the scoring language's schemas (src/scoring/rule-schema.ts)
// nest units in filters in units, so their declarations came to 4 MB, and a consumer's `tsc`
// without skipLibCheck spent most of a minute on them. This pass writes each such constant's type
// once and refers to it (`typeof FilterSchema`, `typeof import("../scoring/rule-schema.js").ScoringRuleSchema`)
// wherever the very same type text appears later: the same types, a few kilobytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const TYPEBOX = 'import("@sinclair/typebox").';
/** Types shorter than this are left written out: a `typeof` would save nothing. */
const MIN_LENGTH = 120;

/** One line per top-level statement, whitespace collapsed; TypeBox names written one way (with import()). */
function canonical(text) {
  const names = new Set();
  for (const m of text.matchAll(/^import \{([^}]*)\} from '@sinclair\/typebox';$/gm)) {
    for (const n of m[1].split(',')) names.add(n.replace(/\btype\b/, '').trim());
  }
  const statements = [];
  for (const line of text.split('\n')) {
    if (/^\S/.test(line) && !/^[}\]);>]/.test(line)) statements.push(line);
    else if (statements.length) statements[statements.length - 1] += ` ${line.trim()}`;
    else statements.push(line);
  }
  return statements.map((s) => {
    let out = s.replace(/\s+/g, ' ').trim();
    if (out.startsWith('import ')) return out;
    for (const n of names) out = out.replace(new RegExp(`(?<![."\\w])${n}\\b(?=<|\\[|;|,|>|\\s|\\))`, 'g'), `${TYPEBOX}${n}`);
    return out;
  });
}

/**
 * Compacts the declaration files, in the order given (a module after those it imports): each
 * `export declare const X: T;` with a long T is remembered, and T is replaced by a reference to X
 * in every later statement. Returns the bytes before and after.
 */
export function compactDeclarations(files) {
  const known = []; // { file, name, type }, in order
  let before = 0;
  let after = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    before += text.length;
    if (!text.includes('@sinclair/typebox')) {
      after += text.length;
      continue;
    }
    // References are kept as placeholders (file and name) until the file is written, so that a
    // type remembered with its references compares equal wherever it is inlined again.
    const out = canonical(text).map((statement) => {
      let s = statement;
      for (const k of known) if (s.includes(k.type)) s = s.split(k.type).join(`\u0000${k.file}\u0001${k.name}\u0000`);
      const m = /^export declare const (\w+): (.*);$/.exec(s);
      if (m && m[2].length >= MIN_LENGTH) known.push({ file, name: m[1], type: m[2] });
      return s.replace(/\u0000([^\u0001]*)\u0001(\w+)\u0000/g, (_, from, name) => {
        if (from === file) return `typeof ${name}`;
        let rel = relative(dirname(file), from).replace(/\.d\.ts$/, '.js');
        if (!rel.startsWith('.')) rel = `./${rel}`;
        return `typeof import("${rel}").${name}`;
      });
    });
    const result = out.join('\n') + '\n';
    after += result.length;
    writeFileSync(file, result);
  }
  return { before, after };
}

/** The declaration files under dir, each after the modules it imports (by the built modules' imports). */
export function declarationOrder(dir, dts) {
  const deps = new Map();
  for (const file of dts) {
    const js = file.replace(/\.d\.ts$/, '.js');
    let code = '';
    try {
      code = readFileSync(js, 'utf8');
    } catch {
      // a barrel or type-only module: no built module
    }
    const fromDts = readFileSync(file, 'utf8');
    const specs = [...`${code}\n${fromDts}`.matchAll(/(?:from|import\()\s*["'](\.[^"']+)["']/g)].map((m) =>
      join(dirname(file), m[1]).replace(/\.js$/, '.d.ts'),
    );
    deps.set(
      file,
      specs.filter((s) => s !== file && dts.includes(s)),
    );
  }
  const order = [];
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const d of deps.get(f) ?? []) visit(d);
    order.push(f);
  };
  for (const f of [...dts].sort()) visit(f);
  return order;
}
