// A Vite plugin for the one-script-tag bundles: the CSS inside Lit's css`...` templates is written
// for people (comments, indentation); minifying the JavaScript leaves template text alone, so this
// drops the comments and the whitespace that CSS does not need. Conservative on purpose: it only
// removes comments, collapses runs of whitespace, and drops the spaces beside { } ; , (never
// beside ':' or '(' , where a space can change a selector's meaning).
const CSS_TEMPLATE = /\bcss`((?:[^`\\$]|\\.|\$(?!\{)|\$\{[^}]*\})*)`/g;

export function minifyCssText(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

export function minifyCssLiterals() {
  return {
    name: 'carto-minify-css-literals',
    transform(code, id) {
      if (!/\/components\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      const out = code.replace(CSS_TEMPLATE, (_, body) => `css\`${minifyCssText(body)}\``);
      return out === code ? null : { code: out, map: null };
    },
  };
}
