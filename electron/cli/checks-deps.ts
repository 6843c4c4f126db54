import { businessToday } from '../../shared/business-dates';
import type { ChecksEngineDeps } from '../core/checks/engine';
import type { CliSession } from './session';

/** What the checks engine needs, from the CLI's connection and store (same engine and tables as the app). */
export function checksDepsFor(session: CliSession): ChecksEngineDeps {
  return {
    store: session.stores.checks,
    client: () => session.client,
    key: session.key,
    today: () => businessToday(session.now()),
    now: session.now,
  };
}
