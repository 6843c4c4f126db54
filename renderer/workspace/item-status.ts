import type { DraftEdit, Item } from '../../shared/domain/item';
import type { ConflictRow } from '../../shared/domain/mapping';
import { checkIntegrationCode } from '../../shared/integration-code';

export const STATUS_FILTERS = [
  'all',
  'unmapped',
  'changed',
  'invalid',
  'serverInvalid',
  'duplicate',
  'conflict',
  'ignored',
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** One bit per status so a row's facts fit in one byte of a typed array (100,000 rows stay cheap). */
export const FLAG = {
  unmapped: 1,
  changed: 2,
  invalid: 4,
  duplicate: 8,
  conflict: 16,
  ignored: 32,
  /** The live code breaks the letters-and-digits rule (legacy codes); nothing is sent unless edited. */
  serverInvalid: 64,
} as const;

export type DraftMap = ReadonlyMap<number, DraftEdit>;
export type ConflictMap = ReadonlyMap<number, ConflictRow>;

/** Everything the grid shows about the items that depends on the draft: computed in one pass. */
export type ItemFacts = {
  /** Indexed like items. */
  flags: Uint8Array;
  /** How many items use each non-empty effective code (duplicates have more than one). */
  codeUse: ReadonlyMap<string, number>;
  counts: Record<StatusFilter, number>;
  /**
   * Why a code is invalid, by itemId: the draft code that cannot be sent (FLAG.invalid) or, for an
   * item the draft leaves alone, the live code on the server (FLAG.serverInvalid).
   */
  invalidReason: ReadonlyMap<number, string>;
};

/** The code the item will have once the draft is sent. */
export function effectiveCode(item: Item, edit: DraftEdit | undefined): string {
  return edit ? edit.code : item.integrationCode;
}

export function deriveFacts(
  items: readonly Item[],
  draft: DraftMap,
  ignored: ReadonlySet<number>,
  conflicts: ConflictMap,
): ItemFacts {
  const n = items.length;
  const flags = new Uint8Array(n);
  const codeUse = new Map<string, number>();
  const invalidReason = new Map<number, string>();
  const codes: string[] = new Array(n);

  for (let i = 0; i < n; i++) {
    const item = items[i] as Item;
    const edit = draft.get(item.itemId);
    const code = effectiveCode(item, edit);
    codes[i] = code;
    let f = 0;
    const isIgnored = ignored.has(item.itemId);
    if (isIgnored) f |= FLAG.ignored;
    else if (code === '') f |= FLAG.unmapped;
    if (edit && edit.code !== item.integrationCode) {
      f |= FLAG.changed;
      const check = checkIntegrationCode(edit.code);
      if (!check.ok) {
        f |= FLAG.invalid;
        invalidReason.set(item.itemId, check.reason);
      }
    } else if (code !== '') {
      // Codes the old system allowed: shown so the user can fix them, never sent unless edited.
      const check = checkIntegrationCode(code);
      if (!check.ok) {
        f |= FLAG.serverInvalid;
        invalidReason.set(item.itemId, check.reason);
      }
    }
    if (conflicts.has(item.itemId)) f |= FLAG.conflict;
    flags[i] = f;
    if (code !== '') codeUse.set(code, (codeUse.get(code) ?? 0) + 1);
  }

  const counts: Record<StatusFilter, number> = {
    all: n,
    unmapped: 0,
    changed: 0,
    invalid: 0,
    serverInvalid: 0,
    duplicate: 0,
    conflict: 0,
    ignored: 0,
  };
  for (let i = 0; i < n; i++) {
    const code = codes[i] as string;
    if (code !== '' && (codeUse.get(code) ?? 0) > 1) flags[i] = (flags[i] as number) | FLAG.duplicate;
    const f = flags[i] as number;
    if (f & FLAG.unmapped) counts.unmapped++;
    if (f & FLAG.changed) counts.changed++;
    if (f & FLAG.invalid) counts.invalid++;
    if (f & FLAG.serverInvalid) counts.serverInvalid++;
    if (f & FLAG.duplicate) counts.duplicate++;
    if (f & FLAG.conflict) counts.conflict++;
    if (f & FLAG.ignored) counts.ignored++;
  }
  return { flags, codeUse, counts, invalidReason };
}

export function matchesFilter(flags: number, filter: StatusFilter): boolean {
  return filter === 'all' ? true : (flags & FLAG[filter]) !== 0;
}
