// The embedding example (tools/site/embed.html) loads the library bundles exactly as a blog would, with one
// script tag; copy it and the bundles next to the demo site so that `vite preview` serves them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';

// The bundles and the modules they load on demand (the help, the online client) sit side by side.
const bundles = readdirSync('dist').filter((f) => f.endsWith('.js'));
for (const f of bundles) copyFileSync(`dist/${f}`, `dist-page/${f}`);
// The computer player's worker is an asset the bundle finds beside itself (assets/bot-worker-*.js).
mkdirSync('dist-page/assets', { recursive: true });
for (const f of readdirSync('dist/assets').filter((f) => f.endsWith('.js'))) copyFileSync(`dist/assets/${f}`, `dist-page/assets/${f}`);
copyFileSync('tools/site/embed.html', 'dist-page/embed.html');
copyFileSync('tools/site/embed-map.html', 'dist-page/embed-map.html');
// The help panel links each ruling of docs/RULINGS.md: the demo site serves it beside the pages.
mkdirSync('dist-page/docs', { recursive: true });
copyFileSync('docs/RULINGS.md', 'dist-page/docs/RULINGS.md');
console.log(`copied embed.html, embed-map.html, ${bundles.join(', ')} and docs/RULINGS.md into dist-page/`);
