/** Sharing a pack by link (src/content/share.ts). */
import { describe, expect, it } from 'vitest';
import { deflateSync } from 'fflate';
import { readShareFragment, shareFragment, SHARE_LIMIT } from '../../src/content/share.ts';
import { officialPackFiles } from '../../src/content/official.ts';
import { CartoError } from '../../src/errors.ts';

const wells = {
  'pack.json': { id: 'wells', name: 'Wells', files: ['scoring.json'] },
  'scoring.json': {
    cards: [
      {
        id: 'village-wells',
        kind: 'scoring',
        name: 'Village Wells',
        stack: 'village',
        solo: 10,
        text: 'One star per village by water.',
        rule: { type: 'per', stars: 1, of: { type: 'spaces', fills: ['village'] } },
      },
    ],
  },
};

const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as CartoError).code;
  }
  return 'no error';
};

describe('sharing a pack by link', () => {
  it('packs a small pack into a short link and reads it back, validated', () => {
    const fragment = shareFragment(wells)!;
    expect(fragment).toMatch(/^pack=[A-Za-z0-9_-]+$/);
    expect(fragment.length).toBeLessThan(400);
    const shared = readShareFragment(`#${fragment}`)!;
    expect(shared.draft).toEqual(wells);
    expect(shared.problems).toEqual([]);
  });

  it('carries a whole official game in a link; a pack past the limit gets none (its file is shared instead)', () => {
    const fragment = shareFragment(officialPackFiles.base)!;
    expect(fragment.length).toBeLessThanOrEqual(SHARE_LIMIT + 5);
    expect(readShareFragment(fragment)!.draft).toEqual(JSON.parse(JSON.stringify(officialPackFiles.base)));
    const big = {
      ...wells,
      'scoring.json': { cards: Array.from({ length: 1500 }, (_, i) => ({ ...wells['scoring.json'].cards[0], id: `c-${i}`, text: `${i} ${Math.sin(i)}` })) },
    };
    expect(shareFragment(big)).toBe(null);
  });

  it('reports the problems of a shared pack before anything shows it', () => {
    const broken = { ...wells, 'scoring.json': { cards: [{ ...wells['scoring.json'].cards[0], stack: 'lava' }] } };
    const shared = readShareFragment(shareFragment(broken)!)!;
    expect(shared.problems.map((p) => `${p.file} ${p.pointer}`)).toEqual(['scoring.json /cards/0/stack']);
  });

  it('refuses broken, foreign and hostile links with a reason', () => {
    expect(readShareFragment('#other=1')).toBe(null);
    expect(code(() => readShareFragment('pack=abc$'))).toBe('share.unreadable');
    expect(code(() => readShareFragment(shareFragment(wells)!.slice(0, 60)))).toBe('share.unreadable');
    const notPack = Buffer.from(deflateSync(new TextEncoder().encode('[1,2]'))).toString('base64url');
    expect(code(() => readShareFragment(`pack=${notPack}`))).toBe('share.not-a-pack');
    // 10 MB of spaces deflate to 10 kB: unpacking stops at 2 MB.
    const bomb = Buffer.from(deflateSync(new Uint8Array(10_000_000).fill(32), { level: 1 })).toString('base64url');
    expect(bomb.length).toBeLessThan(20_000);
    expect(code(() => readShareFragment(`pack=${bomb}`))).toBe('share.too-big');
  });
});
