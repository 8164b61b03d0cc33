/**
 * The elements `<carto-game>` loads on demand, in one module: the help panel (when "How to play" is
 * first opened) and a finished game's keepsakes (`<carto-result>`, `<carto-replay>`). One module,
 * not one each: the bundler then keeps everything they share with the one-script bundle in it, where
 * two dynamic chunks made it split the shared code (lit itself) into a third file every page loads first.
 */
import './elements/carto-help.ts';
import './share/define-keepsakes.ts';
