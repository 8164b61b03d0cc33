// The pseudo-locale for reviewing stories (untranslated text stands out): the package does not carry
// it, so Storybook registers it (.storybook/preview.ts imports this module once).
import { PSEUDO_LOCALE, registerLocale } from '../../i18n/localization.ts';

registerLocale(PSEUDO_LOCALE, () => import('../../i18n/locales/en-XA.ts'));
