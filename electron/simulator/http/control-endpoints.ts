import { z } from 'zod';
import { FaultInput } from '../faults';
import type { SimState } from '../state';
import type { SimulatorControl } from '../types';
import { isEchoingSecrets, setEchoSecrets } from './echo-secrets';
import { fail, json, type SimResponse } from './respond';

const ClockBody = z.union([
  z.strictObject({ now: z.iso.datetime({ offset: true, local: false }) }),
  z.strictObject({ advanceMs: z.number().int() }),
  z.strictObject({ advanceDays: z.number() }),
]);

const CodeBody = z.strictObject({ branch: z.string(), itemId: z.number().int(), code: z.string() });
const InactiveBody = z.strictObject({
  branch: z.string(),
  itemId: z.number().int(),
  inactive: z.boolean(),
});

const SwitchBody = z.strictObject({ on: z.boolean() });

/**
 * The simulator's own endpoints under /__sim/ (not part of the vendor's service): faults, clock,
 * tokens, state and logs, for integrators driving the simulator from outside (docs/simulator.md).
 * No authentication: the simulator only listens on 127.0.0.1.
 */
export function handleControl(
  method: string,
  url: URL,
  bodyText: string,
  state: SimState,
  control: SimulatorControl,
): SimResponse {
  const route = `${method} ${url.pathname.replace(/\/+$/, '')}`;
  const body = (): unknown => {
    if (bodyText.trim() === '') return {};
    try {
      return JSON.parse(bodyText);
    } catch {
      return undefined;
    }
  };
  try {
    const faultMatch = /^DELETE \/__sim\/faults\/([^/]+)$/.exec(route);
    if (faultMatch) {
      const id = decodeURIComponent(faultMatch[1] ?? '');
      return control.removeFault(id) ? json({ removed: id }) : fail(404, `No fault ${id}.`);
    }
    switch (route) {
      case 'GET /__sim':
        return json(summary(state, control));
      case 'GET /__sim/faults':
        return json(control.faults());
      case 'POST /__sim/faults': {
        const input = body();
        const list = z.array(FaultInput).safeParse(Array.isArray(input) ? input : [input]);
        if (!list.success) return fail(400, `Invalid fault: ${z.prettifyError(list.error)}`);
        return json({ ids: list.data.map((f) => control.addFault(f)) });
      }
      case 'DELETE /__sim/faults':
        control.clearFaults();
        return json({ cleared: true });
      case 'GET /__sim/clock':
        return json(clock(control));
      case 'POST /__sim/clock': {
        const parsed = ClockBody.safeParse(body());
        if (!parsed.success)
          return fail(400, 'Send {"now": ISO date-time} or {"advanceMs": n} or {"advanceDays": n}.');
        const b = parsed.data;
        if ('now' in b) control.setNow(new Date(b.now));
        else if ('advanceMs' in b) control.advanceClock(b.advanceMs);
        else control.advanceClock(Math.round(b.advanceDays * 86_400_000));
        return json(clock(control));
      }
      case 'POST /__sim/expire-tokens':
        control.expireTokens();
        return json({ expired: true });
      case 'POST /__sim/echo-secrets': {
        const parsed = SwitchBody.safeParse(body());
        if (!parsed.success) return fail(400, 'Send {"on": true} or {"on": false}.');
        setEchoSecrets(state, parsed.data.on);
        return json({ echoSecrets: parsed.data.on });
      }
      case 'GET /__sim/branches':
        return json(
          state.store.branches.map((b) => ({
            code: b.code,
            name: b.name,
            address: b.address,
            items: b.itemCount,
          })),
        );
      case 'GET /__sim/items': {
        const branch = url.searchParams.get('branch') ?? '';
        if (!state.store.find(branch)) return fail(404, `Unknown branch "${branch}".`);
        return json(control.items(branch));
      }
      case 'POST /__sim/code': {
        const parsed = CodeBody.safeParse(body());
        if (!parsed.success) return fail(400, 'Send {"branch": code, "itemId": n, "code": text}.');
        control.setCode(parsed.data.branch, parsed.data.itemId, parsed.data.code);
        return json({ ok: true });
      }
      case 'POST /__sim/inactive': {
        const parsed = InactiveBody.safeParse(body());
        if (!parsed.success) return fail(400, 'Send {"branch": code, "itemId": n, "inactive": true|false}.');
        control.setInactive(parsed.data.branch, parsed.data.itemId, parsed.data.inactive);
        return json({ ok: true });
      }
      case 'GET /__sim/requests':
        return json(control.requests);
      case 'GET /__sim/updates':
        return json(control.updates);
      case 'DELETE /__sim/logs':
        control.resetLogs();
        return json({ cleared: true });
      default:
        return fail(404, `Unknown control endpoint ${method} ${url.pathname}. GET /__sim lists them.`);
    }
  } catch (e) {
    return fail(400, e instanceof Error ? e.message : 'Invalid request.');
  }
}

function clock(control: SimulatorControl) {
  return { now: control.now().toISOString() };
}

function summary(state: SimState, control: SimulatorControl) {
  return {
    service: 'POS integration service simulator',
    seed: state.opts.seed,
    dialect: state.opts.dialect.name,
    now: control.now().toISOString(),
    timezoneOffsetMinutes: state.opts.timezoneOffsetMinutes,
    rateLimit: state.opts.rateLimit,
    branches: state.store.branches.map((b) => ({ code: b.code, name: b.name, items: b.itemCount })),
    faults: control.faults(),
    echoSecrets: isEchoingSecrets(state),
    endpoints: [
      'GET /__sim',
      'GET|POST|DELETE /__sim/faults',
      'DELETE /__sim/faults/:id',
      'GET|POST /__sim/clock',
      'POST /__sim/expire-tokens',
      'POST /__sim/echo-secrets',
      'GET /__sim/branches',
      'GET /__sim/items?branch=B01',
      'POST /__sim/code',
      'POST /__sim/inactive',
      'GET /__sim/requests',
      'GET /__sim/updates',
      'DELETE /__sim/logs',
    ],
  };
}
