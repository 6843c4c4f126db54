import { describe, expect, it } from 'vitest';
import { CALIBRATION_TABLE, suggest } from '../../../electron/core/matching';
import type { Item } from '../../../shared/domain/item';
import { demoLabelledSet } from '../../bench/lib/suggest-demo-set';

const THRESHOLD = CALIBRATION_TABLE.threshold;

describe('suggestions on the demo chain (its variants are words no vocabulary lists)', () => {
  it('on the demo chain’s menu against its catalogue with every third product left out, >= 99 % of what is auto-accepted is right', () => {
    const { catalogue, names } = demoLabelledSet(3000);
    const items = names.map(
      (n, i): Item => ({
        itemId: i,
        itemNo: String(i),
        name: n.name,
        integrationCode: '',
        extra: {},
      }),
    );
    const out = suggest(items, catalogue, { limit: 1 });
    let accepted = 0;
    const wrong: string[] = [];
    for (const s of out) {
      const top = s.candidates[0];
      if (top === undefined || top.confidence < THRESHOLD) continue;
      accepted++;
      if (top.code !== names[s.itemId]?.expected) wrong.push(`${s.itemName} -> ${top.name}`);
    }
    expect(accepted).toBeGreaterThan(1800);
    expect(wrong.length / accepted, wrong.join('\n')).toBeLessThan(0.01);
  }, 120_000);
});
