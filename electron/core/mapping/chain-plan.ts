import { chainKind, majorityCode } from '../../../shared/chain-rules';
import {
  CHAIN_PLAN_ROWS_LIMIT,
  type ChainAction,
  type ChainActionOptions,
  type ChainPlan,
  type ChainPlanBranch,
  type ChainPlanRow,
} from '../../../shared/domain/chain';
import type { DraftEdit, EditRequest } from '../../../shared/domain/item';
import type { ChainCell } from '../store/items-repo';
import { nameKey } from './names';

type Target = { itemNo: string; name: string; code: string };

/** ItemNo is a number on most POS systems: "9" before "10" (as the chain view lists them). */
const itemNoOrder = new Intl.Collator('en', { numeric: true }).compare;

/**
 * What a chain action writes into each branch's draft. The rows are read as the chain view shows
 * them (the saved codes), each branch's current value is its code with the draft on top, and a
 * code the user typed into a draft is kept unless `replaceTyped` says otherwise: the preview lists
 * every row it writes and every one it leaves alone, per branch.
 */
export function planChainAction(
  cells: readonly ChainCell[],
  branchOrder: readonly string[],
  drafts: ReadonlyMap<string, readonly DraftEdit[]>,
  action: ChainAction,
  opts: ChainActionOptions,
): {
  plan: ChainPlan;
  edits: Map<string, EditRequest[]>;
  /** Every row of each branch's plan, in the plan's order (the plan lists the first of them). */
  rows: Map<string, ChainPlanRow[]>;
} {
  const byItemNo = new Map<string, ChainCell[]>();
  for (const c of cells) {
    const list = byItemNo.get(c.itemNo);
    if (!list) byItemNo.set(c.itemNo, [c]);
    else if (!list.some((o) => o.branch === c.branch)) list.push(c);
  }

  const targets = new Map<ChainCell, Target>();
  let looked = 0;
  let noMajority = 0;
  if (action.kind === 'adoptMajority') {
    const only = action.itemNos ? new Set(action.itemNos) : null;
    for (const [itemNo, list] of byItemNo) {
      if (only && !only.has(itemNo)) continue;
      const codes = Object.fromEntries(list.map((c) => [c.branch, c.code]));
      const kind = chainKind(codes);
      if (kind === 'agree' || (action.scope !== 'both' && action.scope !== kind)) continue;
      looked++;
      const code = majorityCode(codes);
      if (code === null) noMajority++;
      else for (const c of list) targets.set(c, { itemNo, name: list[0]!.name, code });
    }
  } else {
    const wanted = action.by === 'itemNo' ? action.key : nameKey(action.key);
    for (const [itemNo, list] of byItemNo) {
      const hit = list.filter((c) => (action.by === 'itemNo' ? c.itemNo : nameKey(c.name)) === wanted);
      if (hit.length > 0) looked++;
      for (const c of hit) targets.set(c, { itemNo, name: c.name, code: action.code });
    }
  }

  const branches = new Map<string, ChainPlanBranch>();
  const edits = new Map<string, EditRequest[]>();
  const draftCode = new Map<string, Map<number, string>>();
  for (const [branch, draft] of drafts) draftCode.set(branch, new Map(draft.map((e) => [e.itemId, e.code])));

  for (const [cell, target] of targets) {
    if (cell.itemId === undefined) continue;
    const typed = draftCode.get(cell.branch)?.get(cell.itemId);
    const before = typed ?? cell.code;
    if (before === target.code) continue;
    const kind: ChainPlanRow['kind'] =
      typed !== undefined && typed !== cell.code && !opts.replaceTyped
        ? 'keptTyped'
        : opts.fillEmptyOnly && before !== ''
          ? 'keptMapped'
          : before === ''
            ? 'set'
            : 'change';
    let b = branches.get(cell.branch);
    if (!b) {
      b = { branch: cell.branch, set: 0, change: 0, keptTyped: 0, keptMapped: 0, rows: [] };
      branches.set(cell.branch, b);
    }
    b[kind]++;
    b.rows.push({
      kind,
      itemId: cell.itemId,
      itemNo: target.itemNo,
      name: target.name,
      before,
      after: target.code,
    });
    if (kind === 'set' || kind === 'change') {
      const list = edits.get(cell.branch) ?? [];
      list.push({ itemId: cell.itemId, code: target.code });
      edits.set(cell.branch, list);
    }
  }
  // Written rows first, then what is left alone: the list answers "what will this do" at a glance.
  const order: Record<ChainPlanRow['kind'], number> = { change: 0, set: 1, keptTyped: 2, keptMapped: 3 };
  const rows = new Map<string, ChainPlanRow[]>();
  for (const b of branches.values()) {
    const all = b.rows.sort((x, y) => order[x.kind] - order[y.kind] || itemNoOrder(x.itemNo, y.itemNo));
    rows.set(b.branch, all);
    b.rows = all.slice(0, CHAIN_PLAN_ROWS_LIMIT);
  }
  const place = new Map(branchOrder.map((b, i) => [b, i]));
  const listed = [...branches.values()].sort(
    (x, y) => (place.get(x.branch) ?? place.size) - (place.get(y.branch) ?? place.size),
  );
  return { plan: { rows: looked, noMajority, branches: listed }, edits, rows };
}
