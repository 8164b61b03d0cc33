import { html } from 'lit';
import { str } from '@lit/localize';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/catalogue.ts';

// A consumer's catalogue (i18n/catalogue.ts): JSON strings with {n} for the English
// message's values; markup stays the English message's, never parsed from the translation.
describe('a JSON translation of a message', () => {
  it('is the text of a plain message', () => {
    expect(translate('Rotate', 'Tourner')).toBe('Tourner');
  });

  it("places a str message's values where it says, in its order", () => {
    expect(translate(str`row ${3}, column ${5}`, 'colonne {1}, ligne {0}')).toBe('colonne 5, ligne 3');
  });

  it("keeps the markup the English puts around a value, and the translation's own angle brackets as text", () => {
    const name = 'Ana';
    const out = translate(html`<strong>${name}</strong> wins (${7} stars)`, '<b>{0}</b> gagne : {1} étoiles') as ReturnType<typeof html>;
    const parts = out.values[0] as unknown[];
    expect(parts[0]).toBe('<b>');
    const strong = parts[1] as ReturnType<typeof html>;
    expect(strong.strings.join('|')).toBe('<strong>|</strong>');
    expect(strong.values).toEqual(['Ana']);
    expect(parts.slice(2)).toEqual(['</b> gagne : ', 7, ' étoiles']);
  });

  it("fills lit-localize's generated templates as lit-localize does", () => {
    const generated = { strTag: true as const, strings: ['Spalte ', ', Zeile ', ''] as unknown as TemplateStringsArray, values: [1, 0] };
    expect(translate(str`row ${3}, column ${5}`, generated as never)).toBe('Spalte 5, Zeile 3');
  });
});
