import { parseArgs } from 'node:util';
import { DIALECTS, isDialectName, SIM_DIALECT_NAMES } from './dialects/dialect';
import { FAULT_KINDS, FaultInput } from './faults';
import type { Fault, SimulatorOptions } from './types';

export const USAGE = `Usage: npm run simulator -- [options]

Serves the POS integration-service simulator on 127.0.0.1.

Options:
  --port <n>              port (default 8787; 0 = any free port)
  --seed <n>              data seed: same seed, same chain (default 1)
  --access-token <key>    AccessToken clients must send to /GetToken (default: new each start)
  --username <name>       username for /GetToken (default: new each start)
  --password <text>       password for /GetToken (default: new each start)
  --published-credentials the published sign-in of docs/simulator.md for whatever is not given
  --branches <n>          number of branches (default 12)
  --items <n|n,n,...>     items per branch: one count for all, or a list by branch
  --days <n>              days of check history up to today (default 90)
  --latency <ms>          latency added to every answer (default 0)
  --no-rate-limit         turn off the per-user limits (10/s, 60/min)
  --rate-limit <s>/<m>    custom limits per second and per minute, e.g. 5/30
  --tz <minutes>          server time zone, minutes east of UTC (default 180)
  --now <iso>             start the clock at this instant (then it runs with real time)
  --dialect <name>        how the wire reads where the spec is silent (default standard);
                          the same seed gives the same data in every dialect:
${SIM_DIALECT_NAMES.map((n) => `                            ${n.padEnd(21)} ${DIALECTS[n].summary}`).join('\n')}
  --branches-envelope     answer GetBranches inside the envelope (overrides the dialect's)
  --branch-code-field <f> Code or branchCode in GetBranches records (overrides the dialect's)
  --fault <spec>          inject a fault; repeatable. <spec> is kind[:branch[:value]]
                          or key=value pairs: kind=failing,branch=B05,rate=0.2,times=3,path=/GetChecks
                          kinds: ${FAULT_KINDS.join(', ')}
                          e.g. --fault offline:B03 --fault latency:B02:2500 --fault failing:*:0
                          --fault kind=odd-records,rate=0.05 spoils 5% of the check, line,
                          payment and item records (the rest stay intact)
  --verbose               log every request to stderr
  --help                  show this help
`;

type CliConfig = { options: SimulatorOptions; faults: Fault[] } | { help: true };

/** Parses the simulator's command line; throws an Error with a message for the user on bad input. */
export function parseCliArgs(argv: readonly string[]): CliConfig {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      seed: { type: 'string' },
      'access-token': { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'published-credentials': { type: 'boolean' },
      branches: { type: 'string' },
      items: { type: 'string' },
      days: { type: 'string' },
      latency: { type: 'string' },
      'no-rate-limit': { type: 'boolean' },
      'rate-limit': { type: 'string' },
      tz: { type: 'string' },
      now: { type: 'string' },
      dialect: { type: 'string' },
      'branches-envelope': { type: 'boolean' },
      'branch-code-field': { type: 'string' },
      fault: { type: 'string', multiple: true },
      verbose: { type: 'boolean', short: 'v' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { help: true };

  const options: SimulatorOptions = { port: int(values.port ?? '8787', '--port', 0, 65535) };
  if (values.seed !== undefined) options.seed = int(values.seed, '--seed', 0, 2 ** 32 - 1);
  if (values['access-token'] !== undefined) options.accessToken = values['access-token'];
  if (values.username !== undefined) options.username = values.username;
  if (values.password !== undefined) options.password = values.password;
  if (values['published-credentials']) options.publishedCredentials = true;
  if (values.branches !== undefined) options.branches = int(values.branches, '--branches', 1, 500);
  if (values.items !== undefined) {
    const list = values.items.split(',').map((s) => int(s.trim(), '--items', 1, 200_000));
    options.itemsPerBranch = list.length === 1 ? list[0] : list;
  }
  if (values.days !== undefined) options.historyDays = int(values.days, '--days', 1, 3660);
  if (values.latency !== undefined) options.latencyMs = int(values.latency, '--latency', 0, 600_000);
  if (values['no-rate-limit']) options.rateLimit = false;
  else if (values['rate-limit'] !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(values['rate-limit']);
    if (!m) throw new Error('--rate-limit must look like 10/60 (per second / per minute).');
    options.rateLimit = { perSecond: Number(m[1]), perMinute: Number(m[2]) };
  }
  if (values.tz !== undefined) options.timezoneOffsetMinutes = int(values.tz, '--tz', -720, 840);
  if (values.now !== undefined) {
    const d = new Date(values.now);
    if (Number.isNaN(d.getTime()))
      throw new Error('--now must be an ISO date-time, e.g. 2025-03-15T12:00:00Z.');
    options.now = d;
  }
  if (values.dialect !== undefined) {
    if (!isDialectName(values.dialect))
      throw new Error(`--dialect must be one of: ${SIM_DIALECT_NAMES.join(', ')}.`);
    options.dialect = values.dialect;
  }
  const field = values['branch-code-field'];
  if (field !== undefined && field !== 'Code' && field !== 'branchCode') {
    throw new Error('--branch-code-field must be Code or branchCode.');
  }
  if (values['branches-envelope'] || field !== undefined) {
    options.branchesFormat = {};
    if (values['branches-envelope']) options.branchesFormat.envelope = true;
    if (field !== undefined) options.branchesFormat.codeField = field;
  }
  if (values.verbose) options.verbose = true;
  return { options, faults: (values.fault ?? []).map(parseFaultSpec) };
}

/** `offline:B03`, `latency:B02:2500`, `failing:*`, or `kind=failing,branch=B05,rate=0.2,times=3`. */
export function parseFaultSpec(spec: string): Fault {
  let raw: Record<string, unknown>;
  if (spec.includes('=')) {
    raw = {};
    for (const pair of spec.split(',')) {
      const [k, ...rest] = pair.split('=');
      const key = (k ?? '').trim();
      const value = rest.join('=').trim();
      raw[key] = ['rate', 'times', 'value'].includes(key) ? Number(value) : value;
    }
  } else {
    const [kind, branch, value] = spec.split(':');
    raw = { kind };
    if (branch !== undefined && branch !== '' && branch !== '*') raw.branch = branch;
    if (value !== undefined && value !== '') raw.value = Number(value);
  }
  const parsed = FaultInput.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `--fault ${spec}: not a valid fault. Use kind[:branch[:value]] or kind=...,branch=...,rate=...,times=...,value=...,path=...; kinds: ${FAULT_KINDS.join(', ')}.`,
    );
  }
  return parsed.data;
}

function int(text: string, flag: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${flag} must be a whole number from ${min} to ${max}.`);
  return n;
}
