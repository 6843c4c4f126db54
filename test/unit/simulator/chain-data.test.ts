import { describe, expect, it } from 'vitest';
import { buildChain } from '../../../electron/simulator/data/chain';
import { createItemStore } from '../../../electron/simulator/item-store';

// The default demo chain must look like a real restaurant chain (seed 1 and seed 2).
describe.each([1, 2])('default chain, seed %i', (seed) => {
  const store = createItemStore(seed, buildChain(seed, 12));
  const menus = store.branches.map((b) => store.menu(b.code));

  it('has 12 branches with Turkish names and addresses', () => {
    expect(store.branches.map((b) => b.code)).toEqual(
      Array.from({ length: 12 }, (_, i) => `B${String(i + 1).padStart(2, '0')}`),
    );
    for (const b of store.branches) expect(b.address).toMatch(/Mah\..* No:\d+.*\d{5} .+\/.+$/);
  });

  it('has 2,000 to 20,000 items per branch, one branch with 20,000', () => {
    const counts = menus.map((m) => m.items.length);
    expect(counts.filter((n) => n === 20_000)).toHaveLength(1);
    for (const n of counts) {
      expect(n).toBeGreaterThanOrEqual(2000);
      expect(n).toBeLessThanOrEqual(20_000);
    }
  });

  it('keeps ItemId and ItemNo unique within a branch; ItemIds differ across branches', () => {
    const allIds = new Set<number>();
    for (const m of menus) {
      expect(new Set(m.items.map((i) => i.itemNo)).size).toBe(m.items.length);
      for (const i of m.items) {
        expect(allIds.has(i.itemId)).toBe(false);
        allIds.add(i.itemId);
      }
    }
  });

  it('shares most of the menu across branches under the same ItemNo', () => {
    const [a, b] = [menus[1], menus[2]];
    if (!a || !b) throw new Error('missing branch');
    const noB = new Map(b.items.map((i) => [i.itemNo, i.name]));
    const shared = a.items.filter((i) => noB.get(i.itemNo) === i.name).length;
    expect(shared / Math.min(a.items.length, b.items.length)).toBeGreaterThan(0.75);
  });

  it('leaves about a third unmapped, has some duplicate codes, and uses Turkish letters and other scripts', () => {
    for (const m of menus) {
      const unmapped = m.items.filter((i) => i.code === '').length / m.items.length;
      expect(unmapped).toBeGreaterThan(0.28);
      expect(unmapped).toBeLessThan(0.42);
      const codes = m.items.map((i) => i.code).filter((c) => c !== '');
      expect(new Set(codes).size).toBeLessThan(codes.length);
    }
    const names = menus.flatMap((m) => m.items.map((i) => i.name)).join(' ');
    for (const ch of ['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'İ', 'Ş', 'Ç', 'Ö', 'Ü']) expect(names).toContain(ch);
    expect(names).toMatch(/\p{Script=Cyrillic}/u);
    expect(names).toMatch(/\p{Script=Arabic}/u);
    expect(names).toMatch(/\p{Script=Greek}/u);
  });

  it('has seat numbers, notes and gift cards among the items, with prices in plausible TRY', () => {
    const b01 = menus[0];
    if (!b01) throw new Error('missing B01');
    expect(b01.items.some((i) => i.kind === 'seat' && i.name.startsWith('Koltuk'))).toBe(true);
    expect(b01.items.some((i) => i.kind === 'note')).toBe(true);
    expect(b01.items.some((i) => i.kind === 'giftcard')).toBe(true);
    const dish = b01.items.find((i) => i.name === 'Adana Kebap');
    expect(dish?.priceCents).toBeGreaterThan(300_00);
    expect(dish?.priceCents).toBeLessThan(900_00);
  });
});

describe('determinism', () => {
  it('the same seed builds the same menus; another seed builds other ones', () => {
    const menu = (seed: number) => {
      const store = createItemStore(seed, buildChain(seed, 3, 300));
      return store.menu('B02').items.map((i) => `${i.itemId}|${i.itemNo}|${i.code}`);
    };
    expect(menu(5)).toEqual(menu(5));
    expect(menu(6)).not.toEqual(menu(5));
  });

  it('honours itemsPerBranch as a number or a list', () => {
    expect(buildChain(1, 3, 50).map((b) => b.itemCount)).toEqual([50, 50, 50]);
    expect(buildChain(1, 3, [10, 20]).map((b) => b.itemCount)).toEqual([10, 20, 20]);
    const store = createItemStore(1, buildChain(1, 2, [7, 3000]));
    expect(store.menu('B01').items).toHaveLength(7);
    expect(store.menu('B02').items).toHaveLength(3000);
  });
});
