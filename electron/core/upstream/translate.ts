import { z } from 'zod';
import type { Branch } from '../../../shared/domain/branch';
import type { NamedRecord } from '../../../shared/domain/check';
import { type TeamMember, TeamRole } from '../../../shared/domain/connection';
import { type ChecksRead, type ReaderOptions, readChecks } from './read-checks';
import { type ItemsRead, readItems } from './read-items';
import { WireBranch, WireNamedRecord } from './wire';
import { describeIssues } from './zod-issues';

/**
 * Wire records -> domain objects. Pure: the client validates the envelope, these functions give the
 * records their domain shape. Fields we do not model are kept in `extra` (DESIGN.md, rule 3), so a
 * detail view can show what the service sent.
 */

/** Thrown when records do not match the documented shape; the client turns it into bad_answer. */
export class ShapeProblem extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super('answer does not match the documented shape');
    this.name = 'ShapeProblem';
    this.problems = problems;
  }
}

function parseList<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S>[] {
  const result = z.array(schema).safeParse(data ?? []);
  if (!result.success) throw new ShapeProblem(describeIssues(result.error, what));
  return result.data;
}

/** The fields of `record` not in `known`. */
function extraOf(record: Record<string, unknown>, known: readonly string[]): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) if (!known.includes(k)) extra[k] = v;
  return extra;
}

const text = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v);

// ---------------------------------------------------------------- branches

const BRANCH_KEYS = ['Code', 'branchCode', 'Name', 'Address'] as const;

/**
 * GetBranches: `Code` or `branchCode` (DESIGN.md, rule 1). A record with neither cannot be used
 * anywhere (every other call names the branch by code), so it is left out.
 */
export function toBranches(data: unknown): Branch[] {
  const out: Branch[] = [];
  for (const w of parseList(WireBranch, data, 'branch')) {
    const code = text(w.Code ?? w.branchCode).trim();
    if (code === '') continue;
    out.push({ code, name: text(w.Name), address: text(w.Address), extra: extraOf(w, BRANCH_KEYS) });
  }
  return out;
}

// ---------------------------------------------------------------- items and checks

/**
 * The answer's records, one by one (read-items.ts, read-checks.ts). Only an answer that is not a
 * list at all is a wrong shape: a list's odd records are kept and counted by the readers.
 */
function recordsOf(data: unknown, what: string): readonly unknown[] {
  if (data === null || data === undefined) return [];
  if (!Array.isArray(data)) throw new ShapeProblem([`${what}s: expected a list, got ${typeof data}`]);
  return data;
}

export function toItems(branch: string, data: unknown, opts: ReaderOptions = {}): ItemsRead {
  return readItems(branch, recordsOf(data, 'item'), opts);
}

export function toChecks(branch: string, data: unknown, opts: ReaderOptions = {}): ChecksRead {
  return readChecks(branch, recordsOf(data, 'check'), opts);
}

// ---------------------------------------------------------------- discount and order types

/** Fields "not shown" in the spec: id from Id (else Code), name from Name, the rest in extra. */
export function toNamedRecords(data: unknown, what: string): NamedRecord[] {
  return parseList(WireNamedRecord, data, what).map((w) => {
    const idKey = w.Id !== null && w.Id !== undefined ? 'Id' : 'Code';
    return { id: text(w[idKey]), name: text(w.Name), extra: extraOf(w, [idKey, 'Name']) };
  });
}

// ---------------------------------------------------------------- team server

const WireTeamMember = z.object({ Name: z.string(), Role: TeamRole }).passthrough();

/** GET /team/me: the one record of the user signed in. */
export function toTeamMember(data: unknown): TeamMember {
  const [member] = parseList(WireTeamMember, data, 'team member');
  if (!member) throw new ShapeProblem(['team member: the answer names no user']);
  return { user: member.Name, role: member.Role };
}
