// supportedLocale keeps its answer per tag (every element asks on every update): the same answer
// again, and a new one once a language is registered.
import { describe, expect, it } from 'vitest';
import { registerLocale, supportedLocale } from '../../../i18n/localization.ts';

describe('supportedLocale', () => {
  it('answers a tag the same way again, and anew once a language is registered', () => {
    expect(supportedLocale('de-AT')).toBe('de');
    expect(supportedLocale('PL')).toBe('pl');
    expect(supportedLocale('fr-CA')).toBe(null);
    expect(supportedLocale('fr-CA')).toBe(null);
    registerLocale('fr', {});
    expect(supportedLocale('fr-CA')).toBe('fr');
    expect(supportedLocale('de-AT')).toBe('de');
  });
});
