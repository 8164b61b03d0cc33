// Custom Elements Manifest (components/custom-elements.json), generated from the elements' JSDoc
// (@summary @slot @fires @csspart @cssprop). Storybook's docs pages read it.

/**
 * Keeps the manifest to the public API, in a stable order: private and protected members are implementation, and the
 * analyzer also records every `dispatchEvent(new X(...))` as an event without a usable name (the
 * documented `@fires` entries carry the real names).
 */
const publicApiOnly = {
  name: 'carto-public-api-only',
  packageLinkPhase({ customElementsManifest }) {
    // Modules in path order: the analyzer lists them in file-system order, which differs between clones.
    customElementsManifest.modules?.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const mod of customElementsManifest.modules ?? []) {
      for (const decl of mod.declarations ?? []) {
        if (decl.members) decl.members = decl.members.filter((m) => !m.privacy || m.privacy === 'public');
        if (decl.events) decl.events = decl.events.filter((e) => typeof e.name === 'string' && e.name.startsWith('carto-'));
      }
    }
  },
};

export default {
  globs: ['components/**/*.ts'],
  exclude: ['components/**/*.styles.ts', 'components/styles/**', 'components/define.ts', 'components/carto.ts', 'components/carto-bundle.ts'],
  outdir: 'components',
  litelement: true,
  // package.json names dist/custom-elements.json already; never let a run (the freshness test writes to a
  // scratch folder) rewrite that field.
  packagejson: false,
  plugins: [publicApiOnly],
};
