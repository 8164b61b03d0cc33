// Counts type casts (`x as T` and `<T>x`, not `as const`) over the syntax tree of a folder's production
// .ts files: the measure issue 37 sets for machines/ (`node scripts/casts.mjs machines`, `-v` lists them).
// Prints every cast node, and the casts counting a double cast (`x as unknown as T`) once.
// oxc-parser comes with the build tools (TypeScript 7 has no JavaScript API to parse with).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'oxc-parser';

const root = process.argv[2] ?? 'machines';
const verbose = process.argv.includes('-v');
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.ts') && !path.endsWith('.d.ts')) files.push(path);
  }
};
walk(root);

const isConst = (t) => t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && t.typeName.name === 'const';
let total = 0;
let outer = 0;
const isCast = (n) => n && (n.type === 'TSAsExpression' || n.type === 'TSTypeAssertion') && !isConst(n.typeAnnotation);
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const { program } = parseSync(file, text);
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (isCast(node)) {
      total++;
      if (!isCast(node.expression)) outer++;
      if (verbose) console.log(`${file}:${text.slice(0, node.start).split('\n').length}: ${text.slice(node.start, node.end).slice(0, 100)}`);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const v of value) visit(v);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
}
console.log(`${total} casts (${outer} counting a double cast once)`);
