import { businessToday } from '../../shared/business-dates';
import { createChecksStore } from '../core/checks/checks-store';
import type { ChecksEngineDeps } from '../core/checks/engine';
import type { CliSession } from './session';

/** The checks engine over the CLI's connection and store (same engine and tables as the app). */
export function checksEngineFor(session: CliSession): ChecksEngineDeps {
  return {
    store: createChecksStore(session.db),
    client: () => session.client,
    key: session.key,
    today: () => businessToday(session.now()),
    now: session.now,
  };
}
