// formatNumber keeps the small whole numbers it has written, per locale: what it returns from that
// memory must be exactly what Intl writes, for either sign, in every language, and never the other
// language's (a German page and a Polish one group and sign numbers differently).
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../i18n/format.ts';
import { loadLocale, withLocale } from '../../../i18n/localization.ts';

const LOCALES = ['en', 'de', 'pl'] as const;
const NUMBERS = [...Array.from({ length: 2401 }, (_, i) => i - 1200), -0, 0.5, -2.25, 1234.5, 12345, -98765];

describe('formatNumber', () => {
  it('writes every number as Intl does, from memory too, in each language', async () => {
    await Promise.all(LOCALES.map((l) => loadLocale(l)));
    for (let pass = 0; pass < 2; pass++) {
      for (const locale of LOCALES) {
        const intl = new Intl.NumberFormat(locale);
        const got = withLocale(locale, () => NUMBERS.map((n) => formatNumber(n)));
        expect(got).toEqual(NUMBERS.map((n) => intl.format(n)));
      }
    }
  });

  it('keeps the languages apart', async () => {
    await Promise.all(LOCALES.map((l) => loadLocale(l)));
    expect(withLocale('de', () => formatNumber(-5))).toBe(new Intl.NumberFormat('de').format(-5));
    expect(withLocale('pl', () => formatNumber(999))).toBe('999');
    expect(withLocale('de', () => formatNumber(1000))).toBe('1.000');
    expect(withLocale('en', () => formatNumber(1000))).toBe('1,000');
    expect(withLocale('en', () => formatNumber(-0))).toBe('-0');
  });
});
