// Custom Elements Manifest (custom-elements.json), generated from the elements' JSDoc
// (@summary @slot @fires @csspart @cssprop). Storybook's docs pages read it.
export default {
  globs: ['components/**/*.ts'],
  exclude: ['components/**/*.styles.ts', 'components/styles/**', 'components/define.ts', 'components/carto.ts'],
  outdir: '.',
  litelement: true,
  // package.json names custom-elements.json already; never let a run (the freshness test writes to a
  // scratch folder) rewrite that field.
  packagejson: false,
};
