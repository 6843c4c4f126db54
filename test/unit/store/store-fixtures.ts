import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Item } from '../../../shared/domain/item';

/** A store file in a fresh temp folder. */
export const tempStoreFile = (prefix = 'mcm-store-') =>
  join(mkdtempSync(join(tmpdir(), prefix)), 'store.sqlite');

/** n items with ids 1..n; the first carries an extra field when `withExtra`. */
export const makeItems = (n: number, code = (i: number) => `C${i}`, withExtra = false): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    itemId: i + 1,
    itemNo: String(1000 + i),
    name: `Item ${i + 1}`,
    integrationCode: code(i + 1),
    extra: withExtra && i === 0 ? { Count: -1 } : {},
  }));
