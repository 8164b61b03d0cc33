/**
 * Content hashes that saved games may carry from before the hash left out the words on the
 * scoring cards (their text and worked example: see `tableHash`). Each old hash maps to the hash
 * of the same official table today, whose cards play exactly alike, so those games still replay.
 * When an official card's rules change, its tables' entries must go: those games would now play
 * differently (test/replay/legacy-hashes.test.ts fails until then).
 */
export const LEGACY_TABLE_HASHES: Readonly<Record<string, string>> = {
  '5e499b18ba9de465': '2464af902f3781da', // base, side-a
  b2756a6df1f4ea41: '57d7916303ea3d53', // base, side-b
  '973d7d5708501953': 'aa97cfe9c7c1785e', // heroes, side-c
  '6831a14a51bfdabf': 'fddae6d44d880674', // heroes, side-d
  '96b3fa3ffa236473': '177d7f15605d5d1c', // base+heroes, side-a
  '6dbd3e2c1d5f1121': 'b9a75874ebdeee51', // base+heroes, side-b
  '6cb978db51a3f71f': 'd9cda511f4c93e16', // base+heroes, side-c
  ce314e18e19fa4e7: '73341260ae66e211', // base+heroes, side-d
  cc7e214156d3e923: 'bbc7c06758d98c39', // base+promo, side-a
  ab74f55cdf8526e9: '4eddec9406462188', // base+promo, side-b
  '7ef6ed08a6f9f65d': '4464467e6334aff3', // heroes+promo, side-c
  '3f266c890455e9e5': '90009c3720941472', // heroes+promo, side-d
  '12fb83183a39c0e6': '1ff629609a4305fb', // base+heroes+promo, side-a
  '8951c9ff89e34f40': 'ab281ed5006fd45a', // base+heroes+promo, side-b
  '110eb18c7a8ccbba': '4cd9b09485a29c54', // base+heroes+promo, side-c
  '0ca84a8beffbaba8': '237f35a1ba89ee55', // base+heroes+promo, side-d
};

/** The hash a saved game's content stands for today (its own, unless it is a known older one). */
export function currentHash(saved: string): string {
  return Object.hasOwn(LEGACY_TABLE_HASHES, saved) ? LEGACY_TABLE_HASHES[saved]! : saved;
}
