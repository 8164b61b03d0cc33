// The embedding example (embed.html) loads the library bundles exactly as a blog would, with one
// script tag; copy it and the bundles next to the demo site so that `vite preview` serves them.
import { copyFileSync } from 'node:fs';

for (const f of ['carto.js', 'carto-map.js']) copyFileSync(`dist/${f}`, `dist-page/${f}`);
copyFileSync('embed.html', 'dist-page/embed.html');
copyFileSync('embed-map.html', 'dist-page/embed-map.html');
console.log('copied embed.html, embed-map.html, carto.js and carto-map.js into dist-page/');
