import { z } from 'zod';
import { createRng, hashSeed, type Rng } from './prng';
import type { Fault, FaultKind } from './types';

export const FAULT_KINDS = [
  'latency',
  'offline',
  'failing',
  'html',
  'truncated',
  'reset',
  'result-code',
  'throttle',
  'odd-records',
] as const satisfies readonly FaultKind[];

/** A fault as it arrives over /__sim/faults or from the CLI. */
export const FaultInput = z.strictObject({
  kind: z.enum(FAULT_KINDS),
  branch: z.string().min(1).optional(),
  path: z.string().startsWith('/').optional(),
  rate: z.number().min(0).max(1).optional(),
  times: z.number().int().positive().optional(),
  value: z.number().nonnegative().optional(),
});

/** The answers whose records 'odd-records' spoils. */
const ODD_RECORD_PATHS = new Set(['/GetChecks', '/GetItemsIntegrationCode']);

export type ActiveFault = Fault & { id: string };

type FaultDecision = {
  /** Sum of the latency faults that fired (ms). */
  latencyMs: number;
  /** The first other fault that fired, which shapes the answer. */
  terminal: ActiveFault | null;
  /** An 'odd-records' fault in force for this request: its rate is per record, not per request. */
  oddRecords: ActiveFault | null;
};

export type FaultRegistry = {
  add(fault: Fault): string;
  remove(id: string): boolean;
  clear(): void;
  list(): ActiveFault[];
  /** Decides which faults hit this request; counts down `times` and drops spent faults. */
  decide(path: string, branch: string | null): FaultDecision;
};

export function createFaultRegistry(seed: number): FaultRegistry {
  const faults: { fault: ActiveFault; rng: Rng; left: number | undefined }[] = [];
  let counter = 0;

  const fires = (entry: (typeof faults)[number], path: string, branch: string | null): boolean => {
    const f = entry.fault;
    if (f.branch !== undefined && f.branch !== branch) return false;
    if (f.path !== undefined && f.path !== path) return false;
    // Its rate is drawn per record when the answer is written, not per request.
    if (f.kind === 'odd-records') return ODD_RECORD_PATHS.has(path);
    // The draw happens for every matching request so a given seed gives the same failure pattern.
    const rate = f.rate ?? 1;
    return rate >= 1 || entry.rng.next() < rate;
  };

  const spend = (entry: (typeof faults)[number]) => {
    if (entry.left === undefined) return;
    entry.left--;
    if (entry.left <= 0) faults.splice(faults.indexOf(entry), 1);
  };

  return {
    add(fault) {
      counter++;
      const id = `f${counter}`;
      const active: ActiveFault = { ...FaultInput.parse(fault), id };
      // Seeded by what the fault is, not when it was added: the same fault fails the same requests.
      const rng = createRng(
        hashSeed(seed, 'fault', active.kind, active.branch ?? '*', active.path ?? '*', active.rate ?? 1),
      );
      faults.push({ fault: active, rng, left: fault.times });
      return id;
    },
    remove(id) {
      const i = faults.findIndex((e) => e.fault.id === id);
      if (i < 0) return false;
      faults.splice(i, 1);
      return true;
    },
    clear() {
      faults.length = 0;
    },
    list: () => faults.map((e) => ({ ...e.fault })),
    decide(path, branch) {
      let latencyMs = 0;
      let terminal: ActiveFault | null = null;
      let oddRecords: ActiveFault | null = null;
      for (const entry of [...faults]) {
        const kind = entry.fault.kind;
        if (kind === 'odd-records') {
          if (oddRecords || !fires(entry, path, branch)) continue;
          oddRecords = entry.fault;
        } else if (kind === 'latency') {
          if (!fires(entry, path, branch)) continue;
          latencyMs += entry.fault.value ?? 1000;
        } else {
          if (terminal || !fires(entry, path, branch)) continue;
          terminal = entry.fault;
        }
        spend(entry);
      }
      return { latencyMs, terminal, oddRecords };
    },
  };
}
