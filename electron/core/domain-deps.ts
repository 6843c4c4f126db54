import type { Settings, TeamMember } from '../../shared/domain/connection';
import type { Emit } from './handler-types';
import type { UpstreamClient } from './upstream/types';

/**
 * The active connection as the domains see it. "Connected" means a profile is selected, not that
 * the service answers: calls may fail with network errors, and reads then fall back to the store.
 */
export interface ConnectionAccess {
  /** The upstream client of the active profile; throws AppError('not_connected') when none. */
  client(): UpstreamClient;
  /** Scopes rows of the offline store (profile id), so test and production data never mix. */
  key(): string;
  /** Human label for the journal: profile name and base URL (never a secret). */
  label(): string;
  /** The profile is read-only, or the team server made its user a viewer. */
  readOnly(): boolean;
  /** On a team server: who signed in, in which role; null (or absent) otherwise. */
  team?(): TeamMember | null;
}

/** What every domain's handler slice is built from (see create-app.ts), next to its repositories. */
export type DomainDeps = {
  connection: ConnectionAccess;
  emit: Emit;
  settings: () => Settings;
  now: () => Date;
};
