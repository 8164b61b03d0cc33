/** The request schema's per-stack and per-edict choices come from the engine's lists (src/content/stacks.ts). */
import { describe, expect, it } from 'vitest';
import { EDICT_LETTERS, SCORING_STACKS } from '../../src/content/stacks.ts';
import { CreateBody, parseBody } from '../../web/server/http/schemas.ts';
import { ApiError } from '../../web/server/errors.ts';

const create = (setup: object) => JSON.stringify({ name: 'Host', setup: { seats: 2, packs: ['base'], ...setup } });

describe('the create-table body', () => {
  it.each(SCORING_STACKS)('accepts chosen cards for the %s stack', (stack) => {
    expect(parseBody(CreateBody, create({ choices: { scoring: { [stack]: ['a-card'] } } })).setup.choices?.scoring?.[stack]).toEqual(['a-card']);
  });

  it.each(EDICT_LETTERS)('accepts a card for edict %s', (letter) => {
    expect(parseBody(CreateBody, create({ edicts: { [letter]: 'a-card' } })).setup.edicts?.[letter]).toBe('a-card');
  });

  it('refuses a stack or an edict the game does not have, saying where', () => {
    expect(() => parseBody(CreateBody, create({ choices: { scoring: { mountains: ['a-card'] } } }))).toThrow(/\/setup\/choices\/scoring/);
    expect(() => parseBody(CreateBody, create({ edicts: { E: 'a-card' } }))).toThrow(ApiError);
    expect(() => parseBody(CreateBody, create({ edicts: { A: 7 } }))).toThrow(/\/setup\/edicts\/A/);
  });
});
