import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChecksRepo } from '../../../electron/core/checks/checks-repo';
import { checksHandlers } from '../../../electron/core/checks/handlers';
import { toErrorShape } from '../../../electron/core/errors';
import { addDays, businessToday } from '../../../shared/business-dates';
import { checksMethods } from '../../../shared/contract/checks';
import { DEFAULT_SETTINGS } from '../../../shared/domain/connection';
import { CONN, type Harness, startHarness } from './harness';

/**
 * Issue 33: a branch code the service does not have, answered with HTTP 500 (a real service's way),
 * was reported as "the service failed" although the branch list shows the code does not exist.
 * The core says so, for the app and the CLI alike.
 */
let h: Harness;
beforeEach(async () => {
  h = await startHarness({ branches: 4 });
  // A failure of the service's own, whatever the path, for the code it does not have.
  h.sim.control.addFault({ kind: 'result-code', branch: '0404', value: 500 });
});
afterEach(async () => {
  await h.close();
});

const UNKNOWN = {
  code: 'not_found',
  message: '0404 is not among the 4 branches this service lists.',
  messageId: 'branch.unknown',
  params: { branch: '0404', count: 4 },
};

describe('a branch the service does not list', () => {
  it('items: the read fails as an unknown branch, not as the service failing', async () => {
    const error = await h.engine.loadItems('0404', { refresh: true }).then(
      () => null,
      (e: unknown) => toErrorShape(e),
    );
    expect(error).toMatchObject(UNKNOWN);
    // A known branch failing the same way is still the service's failure.
    h.sim.control.addFault({ kind: 'result-code', branch: 'B02', value: 500 });
    const known = await h.engine.loadItems('B02', { refresh: true }).then(
      () => null,
      (e: unknown) => toErrorShape(e),
    );
    expect(known?.code).toBe('upstream_error');
  });

  it('checks: the days of an unknown branch fail as such in the app', async () => {
    const handlers = checksHandlers(
      {
        connection: {
          client: () => h.client,
          key: () => CONN,
          label: () => 'Test',
          readOnly: () => false,
        },
        emit: () => undefined,
        settings: () => DEFAULT_SETTINGS,
        now: () => new Date(),
      },
      { checks: createChecksRepo(h.db), mapping: h.engine.store },
      { listBranches: (o) => h.engine.listBranches(o) },
    );
    const today = businessToday(new Date());
    const answer = await handlers['checks.load'](
      checksMethods['checks.load'].input.parse({
        requestId: 'r1',
        branches: ['B01', '0404'],
        from: addDays(today, -3),
        to: addDays(today, -2),
      }),
    );
    const unknown = answer.days.filter((d) => d.branch === '0404');
    expect(unknown).toHaveLength(2);
    for (const d of unknown) expect(d.error).toMatchObject(UNKNOWN);
    expect(answer.days.filter((d) => d.branch === 'B01').every((d) => d.error === undefined)).toBe(true);

    const sold = await handlers['checks.unmappedSold']({ branch: '0404', days: 2 });
    expect(sold.days.every((d) => d.error?.messageId === 'branch.unknown')).toBe(true);
  });
});
