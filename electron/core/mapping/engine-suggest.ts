import type { Decision, DiffRow, LearntDecision } from '../../../shared/domain/mapping';
import { checkIntegrationCode } from '../../../shared/integration-code';
import type { NamedCode } from '../matching/named-code';
import { decisionNameKey } from '../store/decisions-repo';
import type { EngineContext } from './engine-context';

export type SuggestionSources = {
  entries: NamedCode[];
  rejections: { name: string; code: string }[];
};

/**
 * What suggestions match item names against: the catalogue, the mapped items of the chain's other
 * branches (their cached live codes: the store's copies), and the learnt aliases; and the learnt
 * rejections, which are never offered again for their name.
 */
export function createSuggestSources(ctx: EngineContext) {
  const { store } = ctx;

  /**
   * Mapped items of every other cached branch, one entry per ItemNo, name and code, with how many
   * branches map it so (the first branch's details): the chain's own code for an item is the
   * one most branches use.
   */
  const chainEntries = (conn: string, branch: string): NamedCode[] => {
    const byKey = new Map<string, NamedCode & { branches: number }>();
    const counted = new Set<string>();
    for (const cell of store.items.chainCells(conn)) {
      if (cell.branch === branch || cell.code === '' || !checkIntegrationCode(cell.code).ok) continue;
      const key = `${cell.itemNo}\u0000${decisionNameKey(cell.name)}\u0000${cell.code}`;
      if (counted.has(`${key}\u0000${cell.branch}`)) continue;
      counted.add(`${key}\u0000${cell.branch}`);
      const seen = byKey.get(key);
      if (seen !== undefined) {
        seen.branches++;
        continue;
      }
      byKey.set(key, {
        code: cell.code,
        name: cell.name,
        group: null,
        source: { kind: 'chain', branch: cell.branch, itemNo: cell.itemNo, itemName: cell.name },
        branches: 1,
      });
    }
    return [...byKey.values()];
  };

  return {
    suggestionSources(branch: string, opts: { catalogue: boolean; chain: boolean }): SuggestionSources {
      const conn = ctx.connection.key();
      const learnt = store.decisions.list(conn);
      const entries: NamedCode[] = learnt
        .filter((d) => d.kind === 'alias')
        .map((d) => ({ code: d.code, name: d.name, group: null, source: { kind: 'learnt' } }));
      if (opts.chain) entries.push(...chainEntries(conn, branch));
      if (opts.catalogue) entries.push(...store.catalogue.get(conn));
      const rejections = learnt
        .filter((d) => d.kind === 'rejection')
        .map((d) => ({ name: d.name, code: d.code }));
      return { entries, rejections };
    },

    /** Remembers decisions for every branch of the connection. */
    recordDecisions(decisions: readonly Decision[]): void {
      const valid = decisions.filter((d) => checkIntegrationCode(d.code).ok);
      store.decisions.record(ctx.connection.key(), valid, ctx.now().toISOString());
    },

    learntDecisions(): LearntDecision[] {
      return store.decisions.list(ctx.connection.key());
    },

    /** The records that set a code the user accepted from the suggestions for the item's name. */
    fromSuggestions(rows: readonly DiffRow[]): DiffRow[] {
      const accepted = new Map<string, string>();
      for (const d of store.decisions.list(ctx.connection.key())) {
        if (d.kind === 'alias' && d.origin === 'suggestion') accepted.set(decisionNameKey(d.name), d.code);
      }
      if (accepted.size === 0) return [];
      return rows.filter((r) => r.kind !== 'clear' && accepted.get(decisionNameKey(r.name)) === r.after);
    },

    forgetDecisions(decisions: readonly Pick<Decision, 'kind' | 'name' | 'code'>[]): void {
      store.decisions.forget(ctx.connection.key(), decisions);
    },
  };
}
