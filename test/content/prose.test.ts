import { describe, expect, it } from 'vitest';
import english from '../../content/help/en.json' with { type: 'json' };
import german from '../../content/help/de.json' with { type: 'json' };
import polish from '../../content/help/pl.json' with { type: 'json' };
import script from '../../content/tutorial/first-game.json' with { type: 'json' };
import tutorialDe from '../../content/tutorial/words/de.json' with { type: 'json' };
import tutorialPl from '../../content/tutorial/words/pl.json' with { type: 'json' };
import type { HelpContent } from '../../src/content/help.ts';
import { helpTranslationProblems, tutorialWordsProblems, type TutorialWords } from '../../src/content/prose.ts';
import type { TutorialScript } from '../../src/game/tutorial.ts';

const en = english as HelpContent;

describe('the help and the guided game in German and Polish', () => {
  it.each([
    ['de', german],
    ['pl', polish],
  ])('the %s help says everything the English says, in the same places', (locale, help) => {
    expect((help as HelpContent).language).toBe(locale);
    expect(helpTranslationProblems(en, help as HelpContent)).toEqual([]);
  });

  it.each([
    ['de', tutorialDe],
    ['pl', tutorialPl],
  ])('the %s words of the first game cover every step', (locale, words) => {
    expect((words as TutorialWords).locale).toBe(locale);
    expect(tutorialWordsProblems(script as unknown as TutorialScript, words as TutorialWords)).toEqual([]);
  });

  it('says what a translation lacks or adds', () => {
    const [first, ...rest] = en.topics;
    const short: HelpContent = {
      ...en,
      language: 'xx',
      rulings: { ...en.rulings, extra: 'Extra' },
      topics: [{ ...first!, paragraphs: first!.paragraphs.slice(1) }, ...rest.slice(1)],
      shortcuts: en.shortcuts.slice(1),
    };
    const problems = helpTranslationProblems(en, short);
    expect(problems).toContain('help (xx): names the ruling "extra", which the English does not have');
    expect(problems.some((p) => p.startsWith('help (xx): the topics are turn, shapes'))).toBe(true);
    expect(problems).toContain(`help (xx): the topic "turn" has ${first!.paragraphs.length - 1} paragraphs, the English ${first!.paragraphs.length}`);
    expect(problems).toContain(`help (xx): ${en.shortcuts.length - 1} shortcuts, the English ${en.shortcuts.length}`);
    const words: TutorialWords = { locale: 'xx', title: '', steps: { welcome: { hint: 'Hallo', do: '' }, nowhere: { hint: 'a', do: 'b' } } };
    const t = tutorialWordsProblems(script as unknown as TutorialScript, words);
    expect(t).toContain('tutorial "first-game" (xx): no title');
    expect(t).toContain('tutorial "first-game" (xx): the step "welcome" needs its hint and its task');
    expect(t).toContain('tutorial "first-game" (xx): the step "first-shape" needs its hint and its task');
    expect(t).toContain('tutorial "first-game" (xx): words for the step "nowhere", which the tutorial does not have');
  });
});
