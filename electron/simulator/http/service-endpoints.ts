import type { IncomingHttpHeaders } from 'node:http';
import { DISCOUNT_TYPES, ORDER_TYPES } from '../data/reference';
import { throttled } from '../dialects/answers';
import { writeExpireDate } from '../dialects/dates';
import { members } from '../dialects/net-json';
import type { BranchMenu } from '../item-store';
import { localDate, parseDate } from '../local-time';
import type { SimState } from '../state';
import { header, secretEquals } from './auth';
import { echoSecrets } from './echo-secrets';
import { parseBody } from './request-body';
import { fail, json, ok, okRaw, type SimResponse } from './respond';
import { applyUpdate } from './update-records';

type SimRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
type Body = Record<string, unknown>;
type BranchEndpoint = (state: SimState, menu: BranchMenu, body: Body) => SimResponse;

/** The spec's endpoints about one branch: POST, with the branch code in the body's `branch`. */
const BRANCH_ENDPOINTS: Record<string, BranchEndpoint> = {
  '/GetChecks': getChecks,
  '/GetDiscountTypes': (state) => ok(members(state.opts.dialect, DISCOUNT_TYPES)),
  '/GetOrderTypes': (state) => ok(members(state.opts.dialect, ORDER_TYPES)),
  '/GetItemsIntegrationCode': (state, menu) => okRaw(state.store.itemsJson(menu)),
  '/UpdateIntegrationCode': applyUpdate,
};

// Paths match case-insensitively, as on the vendor's IIS-hosted service.
const CANONICAL = new Map(
  ['/GetToken', '/GetBranches', ...Object.keys(BRANCH_ENDPOINTS)].map((p) => [p.toLowerCase(), p]),
);

/** The spec's path for a request path, or null when the service has no such endpoint. */
export function canonicalPath(path: string): string | null {
  return CANONICAL.get(path.toLowerCase()) ?? null;
}

/** Runs one service call: routing, authentication, rate limit, body, then the endpoint. */
export function handleService(req: SimRequest, state: SimState): SimResponse {
  const path = canonicalPath(req.path);
  if (path === null) return fail(404, `Unknown endpoint ${clip(req.path)}.`);
  const method = path === '/GetBranches' ? 'GET' : 'POST';
  if (req.method !== method) return methodNotAllowed(method);
  if (path === '/GetToken') return getToken(req, state);

  const token = header(req.headers, 'Token');
  if (token === undefined || token === '') {
    return fail(401, 'Token header is missing: call /GetToken and send its Token in the header "Token".');
  }
  const check = state.tokens.check(token);
  if (!check.ok) {
    return fail(
      401,
      check.reason === 'expired'
        ? 'Token has expired: call /GetToken for a new one.'
        : 'Token is not valid: call /GetToken for a new one.',
    );
  }
  const limited = rateLimit(state, check.username);
  if (limited) return limited;

  if (path === '/GetBranches') return getBranches(state);
  const parsed = parseBody(req.body);
  if (parsed.kind === 'empty') return fail(400, 'Request body is empty: send a JSON object.');
  if (parsed.kind === 'invalid') return fail(400, 'Request body is not valid JSON.');
  if (parsed.kind === 'not-object') return fail(400, 'Request body must be a JSON object.');
  const run = BRANCH_ENDPOINTS[path];
  if (!run) return fail(404, `Unknown endpoint ${clip(req.path)}.`);
  return echoSecrets(state, path, token, withBranch(state, parsed.value, run));
}

function getToken(req: SimRequest, state: SimState): SimResponse {
  const { opts } = state;
  const access = header(req.headers, 'AccessToken');
  if (access === undefined || access === '') {
    return fail(
      401,
      'AccessToken header is missing: send the key issued to you in the header "AccessToken".',
    );
  }
  if (!secretEquals(access, opts.accessToken)) {
    return fail(401, 'AccessToken is not valid: check the access key issued to you.');
  }
  const parsed = parseBody(req.body);
  if (parsed.kind === 'empty')
    return fail(400, 'Request body is empty: send JSON with Username and Password.');
  if (parsed.kind === 'invalid') return fail(400, 'Request body is not valid JSON.');
  if (parsed.kind === 'not-object') {
    return fail(400, 'Request body must be a JSON object with Username and Password.');
  }
  const { Username, Password } = parsed.value;
  if (typeof Username !== 'string' || typeof Password !== 'string') {
    const missing = [
      typeof Username === 'string' ? null : 'Username',
      typeof Password === 'string' ? null : 'Password',
    ].filter((x) => x !== null);
    return fail(400, `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required.`);
  }

  // Login attempts count against the user's limit too (slows down password guessing).
  const limited = rateLimit(state, Username);
  if (limited) return limited;
  if (!secretEquals(Username, opts.username) || !secretEquals(Password, opts.password)) {
    return fail(401, 'Username or password is wrong.');
  }
  const { token, expiresAtMs } = state.tokens.issue(opts.username);
  return ok(
    members(opts.dialect, [
      { Token: token, ExpireDate: writeExpireDate(opts.dialect, expiresAtMs, opts.timezoneOffsetMinutes) },
    ]),
  );
}

function rateLimit(state: SimState, user: string): SimResponse | null {
  if (!state.limiter) return null;
  const d = state.limiter.take(user);
  if (d.ok) return null;
  const limits = state.opts.rateLimit;
  const limit = limits === false ? 0 : d.window === 'second' ? limits.perSecond : limits.perMinute;
  return throttled(
    state.opts.dialect,
    d.retryAfterSeconds,
    `Too many requests: at most ${limit} per ${d.window} per user. Retry after ${d.retryAfterSeconds} s.`,
  );
}

function getBranches(state: SimState): SimResponse {
  const { dialect } = state.opts;
  const { envelope, codeField } = dialect.branches;
  const list = state.store.branches.map((b) =>
    members(dialect, { [codeField]: b.code, Name: b.name, Address: b.address }),
  );
  return envelope ? ok(list) : json(list);
}

function withBranch(state: SimState, body: Body, run: BranchEndpoint): SimResponse {
  const raw = body.branch;
  const code = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (code === '') return fail(400, 'branch is required: send the branch code from GetBranches.');
  if (!state.store.find(code)) {
    return fail(
      state.opts.dialect.unknownBranch,
      `Unknown branch "${clip(code)}": GetBranches lists the valid branch codes.`,
    );
  }
  return run(state, state.store.menu(code), body);
}

function getChecks(state: SimState, menu: BranchMenu, body: Body): SimResponse {
  const { dialect } = state.opts;
  const start = dateField(body, 'start_date');
  if (typeof start === 'string') return fail(400, start);
  const end = dateField(body, 'end_date');
  if (typeof end === 'string') return fail(400, end);
  if (start > end) {
    return fail(400, `start_date ${String(body.start_date)} is after end_date ${String(body.end_date)}.`);
  }
  const nullRefused = dialect.noFilter === 'omitted-only';
  const noFilter = (raw: unknown) =>
    raw === undefined || (!nullRefused && (raw === null || (typeof raw === 'string' && raw.trim() === '')));
  const omit = nullRefused ? 'omit it for no filter' : 'omit it or send null for no filter';
  let number: number | null = null;
  const rawNumber = body.number;
  if (typeof rawNumber === 'number' && Number.isInteger(rawNumber)) number = rawNumber;
  else if (typeof rawNumber === 'string' && /^\d+$/.test(rawNumber.trim())) number = Number(rawNumber);
  else if (!noFilter(rawNumber)) return fail(400, `number must be an integer check number (${omit}).`);
  let tableNo: string | null = null;
  const rawTable = body.table_no;
  if (typeof rawTable === 'string' && rawTable.trim() !== '') tableNo = rawTable.trim();
  else if (typeof rawTable === 'number') tableNo = String(rawTable);
  else if (!noFilter(rawTable)) {
    return fail(400, `table_no must be ${nullRefused ? 'a table number' : 'a string'} (${omit}).`);
  }
  const now = state.clock.nowMs();
  const today = parseDate(localDate(now, state.opts.timezoneOffsetMinutes)) ?? 0;
  // An exclusive end_date leaves its own day out: start = end asks for nothing.
  const last = dialect.endDate === 'exclusive' ? end - 1 : end;
  if (last < start) return okRaw('[]');
  return okRaw(state.checks.query(menu, { start, end: last, number, tableNo, today, nowMs: now }));
}

/** The day number of a yyyy-MM-dd body field, or the message of the 400 to answer. */
function dateField(body: Body, name: string): number | string {
  const raw = body[name];
  if (raw === undefined || raw === null || raw === '') return `${name} is required, as yyyy-MM-dd.`;
  if (typeof raw !== 'string') return `${name} must be a string date as yyyy-MM-dd.`;
  const day = parseDate(raw.trim());
  if (day === null) return `${name} "${clip(raw)}" is not a valid date: use yyyy-MM-dd, e.g. 2025-03-31.`;
  return day;
}

function methodNotAllowed(allowed: string): SimResponse {
  return fail(405, `Method not allowed: use ${allowed}.`, { Allow: allowed });
}

/** Echoed user input is cut short so an error message stays readable. */
function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
