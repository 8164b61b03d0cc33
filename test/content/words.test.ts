// The official packs' words in German and Polish: complete, checked by the validator, and the
// Polish names the Polish rulebook prints are the ones we use.
import { problemSentence } from '../../i18n/content-problems.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { basePack, officialPacks } from '../../src/content/official.ts';
import { wordsProblems, type WordsFile } from '../../src/content/words.ts';

const read = (pack: string, locale: string): WordsFile =>
  JSON.parse(readFileSync(new URL(`../../content/${pack}/words/${locale}.json`, import.meta.url), 'utf8')) as WordsFile;

describe('official words', () => {
  for (const pack of officialPacks) {
    for (const locale of ['de', 'pl']) {
      it(`${pack.id}/words/${locale}.json names every card, text and solo title`, () => {
        expect(wordsProblems(pack, read(pack.id, locale), `words/${locale}.json`)).toEqual([]);
      });
    }
  }

  it("explains every official scoring card's worked example in German and Polish, with the stars the English gives", () => {
    for (const pack of officialPacks) {
      const withExample = pack.scoring.filter((c) => c.example);
      for (const locale of ['de', 'pl']) {
        const examples = read(pack.id, locale).examples ?? {};
        expect(Object.keys(examples).sort(), `${pack.id} ${locale}`).toEqual(withExample.map((c) => c.id).sort());
        // The sentence ends on the same total as the English one ("...: 6." / "...: 3 stars." / "...: 4 Sterne.").
        for (const c of withExample) expect(examples[c.id]!.match(/\d+/g)?.at(-1), `${pack.id} ${locale} ${c.id}`).toBe(c.example!.why.match(/\d+/g)?.at(-1));
      }
    }
  });

  it('names what a translation misses, and what it names that the pack lacks', () => {
    const pl = read('base', 'pl');
    const { 'great-river': _river, ...names } = pl.names;
    const { 'the-cauldrons': _text, ...texts } = pl.texts!;
    const broken = { ...pl, names: { ...names, 'no-such-card': 'X' }, texts, titles: { ...pl.titles, 'Unknown Title': 'Y' } };
    expect(wordsProblems(basePack, broken, 'words/pl.json').map((p) => `${p.pointer}: ${problemSentence(p)}`)).toEqual([
      '/names: no pl name for card "great-river" (Great River)',
      '/texts: no pl text for scoring card "the-cauldrons" (The Cauldrons)',
      '/names/no-such-card: names card "no-such-card", which is not in the pack',
      '/titles/Unknown Title: translates the solo title "Unknown Title", which the pack does not have',
    ]);
  });

  it('refuses a file of the wrong shape through the schema', () => {
    const problems = wordsProblems(basePack, { locale: 'pl', names: { 'great-river': 3 } }, 'words/pl.json');
    expect(problems.map((p) => p.pointer)).toContain('/names/great-river');
  });
});

// Every name the Polish rulebook (Ogry Games edition, seed 002) prints, by the line it is on:
// the components page (ambushes, explore cards, seasons, scoring cards), the ruins example, the
// scoring-card page, the setup (map sides "pustkowi (A)" / "bezdroży (B)") and the solo titles.
const RULEBOOK_PL: Readonly<Record<string, string>> = {
  'gnoll-raid': 'Najazd Gnolli', // l. 42
  'kobold-onslaught': 'Szarża Koboldów', // l. 45
  'goblin-attack': 'Atak Goblinów', // l. 50
  'bugbear-assault': 'Napad Postrachów', // l. 53 ("NapadPostrachów" in the text layer)
  farmland: 'Pole uprawne', // l. 67
  hamlet: 'Miasto', // l. 72
  'forgotten-forest': 'Zapomniany las', // l. 78
  'rift-lands': 'Szczeliny', // l. 84
  winter: 'Zima', // l. 85
  fall: 'Jesień', // l. 87
  summer: 'Lato', // l. 89
  spring: 'Wiosna', // l. 91
  'the-cauldrons': 'Kryjówki', // l. 93-94 ("Kryjów / ki")
  'greengold-plains': 'Żyzne równiny', // l. 102
  'shoreside-expanse': 'Rozległe nabrzeże', // l. 104
  treetower: 'Leśna wieża', // l. 109
  'temple-ruins': 'Ruiny świątyni', // l. 189
  'outpost-ruins': 'Ruiny twierdzy', // l. 201
  'the-golden-granary': 'Złoty spichlerz', // scoring-card page
  'canal-lake': 'Polny staw',
  'mages-valley': 'Dolina magów',
  'sentinel-wood': 'Leśna warta',
  'stoneside-forest': 'Górskie ostępy',
  greenbough: 'Zagajnik',
};

const RULEBOOK_PL_TITLES: Readonly<Record<string, string>> = {
  'Legendary Cartographer': 'Legendarny Kartograf',
  'Master Mapsmith': 'Mistrz Kartografii',
  'Journeyman Topographer': 'Wędrowny Topograf',
  'Apprentice Surveyor': 'Aplikant Geodeta',
  'Amateur Assessor': 'Amator Hobbysta',
  'Inept Assistant': 'Nieudolny Asystent',
  'Dimwitted Doodler': 'Gryzmolący Niezdara',
  'Oblivious Inkdrinker': 'Poplamiony Ochlapus',
};

describe('Polish names from the Polish rulebook', () => {
  const pl = read('base', 'pl');

  it('uses every card name the rulebook prints', () => {
    const ours = Object.fromEntries(Object.keys(RULEBOOK_PL).map((id) => [id, pl.names[id]]));
    expect(ours).toEqual(RULEBOOK_PL);
  });

  it('uses the rulebook’s solo titles', () => {
    expect(pl.titles).toEqual(RULEBOOK_PL_TITLES);
  });

  it('uses the rulebook’s map side names (A: pustkowia, B: bezdroża)', () => {
    expect([pl.names['side-a'], pl.names['side-b']]).toEqual(['Pustkowia', 'Bezdroża']);
  });
});
