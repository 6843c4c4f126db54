import type { SimState } from './state';
import type { SimItem, SimulatorControl } from './types';

/** The test-facing control surface over the running simulator's state (mirrored under /__sim/). */
export function createControl(state: SimState): SimulatorControl {
  return {
    advanceClock: (ms) => state.clock.advance(ms),
    setNow: (date) => state.clock.set(date),
    now: () => new Date(state.clock.nowMs()),
    addFault: (fault) => state.faults.add(fault),
    removeFault: (id) => state.faults.remove(id),
    clearFaults: () => state.faults.clear(),
    faults: () => state.faults.list(),
    expireTokens: () => state.tokens.expireAll(),
    items: (branch): SimItem[] =>
      state.store.menu(branch).items.map((i) => ({
        ItemId: i.itemId,
        ItemNo: i.itemNo,
        Name: i.name,
        IntegrationCode: i.code,
      })),
    setCode(branch, itemId, code) {
      const menu = state.store.menu(branch);
      const item = menu.byId.get(itemId);
      if (!item) throw new Error(`No item ${itemId} in branch ${branch}`);
      state.store.setCode(menu, item, code);
    },
    setName(branch, itemId, name) {
      const menu = state.store.menu(branch);
      const item = menu.byId.get(itemId);
      if (!item) throw new Error(`No item ${itemId} in branch ${branch}`);
      state.store.setName(menu, item, name);
    },
    setInactive(branch, itemId, inactive) {
      const menu = state.store.menu(branch);
      if (!menu.byId.has(itemId)) throw new Error(`No item ${itemId} in branch ${branch}`);
      if (inactive) menu.inactive.add(itemId);
      else menu.inactive.delete(itemId);
    },
    branchCodes: () => state.store.branches.map((b) => b.code),
    get requests() {
      return state.requests;
    },
    get updates() {
      return state.updates;
    },
    resetLogs() {
      state.requests.length = 0;
      state.updates.length = 0;
    },
  };
}
