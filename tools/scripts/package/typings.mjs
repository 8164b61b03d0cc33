// What the package publishes about its elements, all derived from custom-elements.json (which the
// analyzer writes from the elements' JSDoc) and from the event classes in components/**/events/:
//  - dist/custom-elements.json: the manifest with the published module paths and a type on every event;
//  - dist/types/jsx.d.ts: the props and typed `on<event>` handlers of every element, written by
//    @wc-toolkit/jsx-types (the maintained successor of custom-element-jsx-integration, from the
//    author of the manifest tooling family: it reads only the manifest, understands Lit attributes
//    vs properties, and types handlers with our event classes);
//  - dist/types/react.d.ts, preact.d.ts: opt-in JSX augmentations built on it (one `import type`
//    line in an app), so a React or Preact project is not forced to see the other's namespace;
//  - dist/types/vscode.html-custom-data.json, vscode.css-custom-data.json: VS Code custom data,
//    written by custom-element-vs-code-integration (same family, the widely used generator).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsxTypesPlugin } from '@wc-toolkit/jsx-types';
import { getVsCodeCssCustomData, getVsCodeHtmlCustomData } from 'custom-element-vs-code-integration';

/** The published module of a source path: `components/carto-map.ts` -> `dist/lib/components/carto-map.js`. */
export const publishedPath = (source) => `dist/lib/${source.replace(/\.ts$/, '.js')}`;

/** Every event class: name -> { className, module } from `static readonly eventName = '...'` in the events folders. */
export function eventClasses() {
  const out = new Map();
  for (const dir of ['components/events', 'components/editor/events']) {
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && n !== 'index.ts')) {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const m of text.matchAll(/class (\w+) extends Event \{\s*static readonly eventName = '([^']+)'/g)) {
        out.set(m[2], { className: m[1], module: `${dir}/${f}` });
      }
    }
  }
  return out;
}

/** The manifest as published: module paths of dist/lib/, and each `@fires` entry typed with its event class. */
export function buildManifest(source) {
  const events = eventClasses();
  const manifest = structuredClone(source);
  const fix = (ref) => {
    if (ref && typeof ref.module === 'string' && !ref.package) ref.module = publishedPath(ref.module);
  };
  for (const mod of manifest.modules) {
    // An element entry (components/elements/<tag>.ts) registers its tag through defineOnce, which
    // the analyzer does not follow: record the definition, so tools know which module to import.
    const tag = /^components\/elements\/(carto-[a-z-]+)\.ts$/.exec(mod.path)?.[1];
    // `export type * from '../events/index.ts'` (the events' typings) exports nothing at run time.
    if (tag) mod.exports = (mod.exports ?? []).filter((e) => !(e.name === '*' && e.declaration?.module === 'components/events/index.ts'));
    const cls = mod.exports?.find((e) => e.kind === 'js' && e.name.endsWith('Element'));
    if (tag && cls) mod.exports.push({ kind: 'custom-element-definition', name: tag, declaration: { ...cls.declaration } });
    mod.path = publishedPath(mod.path);
    for (const decl of mod.declarations ?? []) {
      fix(decl.superclass);
      for (const m of decl.members ?? []) fix(m.inheritedFrom);
      for (const e of decl.events ?? []) {
        const cls = events.get(e.name);
        if (cls && !e.type) e.type = { text: cls.className };
      }
    }
    for (const ex of mod.exports ?? []) fix(ex.declaration);
  }
  return manifest;
}

/**
 * React's own props for every element (as Web Awesome's generated typings do): `ref` takes a
 * `useRef()` object, and `onClick`, `style`, `className`, `aria-*` ... are React's; the element's
 * own properties, attributes and typed `oncarto-...` handlers come from jsx.d.ts.
 */
const REACT_PROPS = `import type { DetailedHTMLProps, HTMLAttributes } from "react";

type ElementOf<K> = K extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[K] : HTMLElement;
type ReactElements = {
  [K in keyof CustomElements]: Omit<CustomElements[K], keyof HTMLAttributes<HTMLElement> | "ref" | "key" | "class" | "classList" | "part" | "exportparts" | "popovertarget" | "popovertargetaction"> &
    DetailedHTMLProps<HTMLAttributes<ElementOf<K>>, ElementOf<K>> & { class?: string; part?: string; exportparts?: string };
};
`;

const AUGMENT = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  preact: ['preact'],
};

/** Writes dist/types/: jsx.d.ts (+ react/preact augmentations with empty runtime modules) and VS Code data. */
export function writeTypings(manifest, outdir) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const events = eventClasses();
  jsxTypesPlugin({
    outdir,
    fileName: 'jsx.d.ts',
    // outdir is dist/types; the element classes are in dist/lib.
    componentTypePath: (_name, _tag, modulePath) => `../${modulePath.replace(/^dist\//, '')}`,
    stronglyTypedEvents: true,
    hideLogs: true,
  }).packageLinkPhase({ customElementsManifest: manifest });
  const file = join(outdir, 'jsx.d.ts');
  let text = readFileSync(file, 'utf8');
  // The generator ends with augmentations of every JSX framework it knows (some of which a project
  // does not have installed, an error without skipLibCheck); ours are opt-in, per framework, below.
  const cut = text.search(/^declare module "react"/m);
  if (cut < 0) throw new Error('jsx.d.ts: the generator no longer writes `declare module "react"`; check tools/scripts/package/typings.mjs');
  text = text.slice(0, cut).trimEnd() + '\n';
  const used = [...events.values()].filter((e) => new RegExp(`\\b${e.className}\\b`).test(text));
  const imports = used.map((e) => `import type { ${e.className} } from "../${publishedPath(e.module).replace(/^dist\//, '')}";`);
  writeFileSync(file, `${imports.join('\n')}\n${text}`);
  for (const [name, modules] of Object.entries(AUGMENT)) {
    const elements = name === 'react' ? 'ReactElements' : 'CustomElements';
    const blocks = modules.map((m) => `declare module "${m}" {\n  namespace JSX {\n    interface IntrinsicElements extends ${elements} {}\n  }\n}`);
    writeFileSync(
      join(outdir, `${name}.d.ts`),
      `// \`import type {} from 'cartographers-live/${name}'\` once in a ${name} app types every <carto-*> element in its JSX.\n` +
        `import type { CustomElements } from "./jsx.js";\n` +
        (name === 'react' ? REACT_PROPS : '') +
        `\n${blocks.join('\n\n')}\n`,
    );
    writeFileSync(join(outdir, `${name}.js`), `// Types only: see ${name}.d.ts.\nexport {};\n`);
  }
  writeFileSync(join(outdir, 'jsx.js'), '// Types only: see jsx.d.ts.\nexport {};\n');
  const vscode = { hideLogs: true, descriptionSrc: 'summary' };
  writeFileSync(join(outdir, 'vscode.html-custom-data.json'), getVsCodeHtmlCustomData(manifest, vscode));
  writeFileSync(join(outdir, 'vscode.css-custom-data.json'), getVsCodeCssCustomData(manifest, vscode));
}
