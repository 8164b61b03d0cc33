/**
 * The smallest entry: `<script type="module" src="carto-map.js">` registers only `<carto-map>`, for
 * pages (a blog post) that show maps and play nothing.
 */
import { CartoMapElement } from './carto-map.ts';
import { adoptThemes } from './styles/themes.ts';

export { CartoMapElement };

adoptThemes();
if (!customElements.get('carto-map')) customElements.define('carto-map', CartoMapElement);
