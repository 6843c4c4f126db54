import type { DayStatus } from '../../shared/domain/check';
import type { MappingEngine } from '../core/mapping/engine';
import {
  type ListBranches,
  unknownBranchError,
  unlistedBranches,
  unlistedFailedBranches,
} from '../core/mapping/unknown-branch';

/**
 * The branch list for telling a code the service does not have: the one kept in the store, of any
 * age, so a run whose days are all stored sends no request (and does not wait on a service that is
 * down); it is read again only when it lacks a code.
 */
function keptThenFresh(engine: MappingEngine, key: string): ListBranches {
  return (opts) =>
    opts.refresh
      ? engine.listBranches({ refresh: true })
      : Promise.resolve(engine.store.branches.list(key).branches);
}

/**
 * Throws "0404 is not among the 4 branches this service lists" (exit 2) before anything is asked
 * for it. The kept list answers without a request; it is read again only when it lacks a code or
 * none is kept yet, and when it cannot be read the load goes on (its failures tell later).
 */
export async function refuseUnlistedBranches(
  engine: MappingEngine,
  key: string,
  codes: readonly string[],
): Promise<void> {
  const unknown = await unlistedBranches(codes, keptThenFresh(engine, key));
  const first = unknown.codes[0];
  if (first !== undefined) throw unknownBranchError(first, unknown.listed);
}

/**
 * After a load: days that failed for a branch the service does not list (its list could not be
 * read before) end the command as bad input, with the reason, instead of "the service failed".
 */
export async function refuseFailedUnlisted(
  engine: MappingEngine,
  key: string,
  days: readonly DayStatus[],
): Promise<void> {
  const unknown = await unlistedFailedBranches(days, keptThenFresh(engine, key));
  const first = unknown.codes[0];
  if (first !== undefined) throw unknownBranchError(first, unknown.listed);
}
