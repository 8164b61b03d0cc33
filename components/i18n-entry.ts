/**
 * `cartographers-live/i18n.js`: the languages of the elements. `registerLocale('fr', catalogue)` adds
 * one (the catalogue's shape: i18n/catalogue.ts; the English one to translate ships as
 * `cartographers-live/i18n/en.json`); `loadLocale('de')` loads one ahead (on a server, before
 * rendering in it). The one-script bundles export the same calls (dist/carto.js, dist/carto-map.js).
 */
export { registerLocale, loadLocale, knownLocales, shippedLocales, type Catalogue } from '../i18n/localization.ts';
