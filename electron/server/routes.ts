import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { z } from 'zod';
import type { ReferenceListKind } from '../../shared/domain/check';
import { isAppError } from '../core/errors';
import type { CallOptions, InspectedAnswer, UpdateOutcome, UpstreamClient } from '../core/upstream/types';
import { type AuditRecord, appendAudit, knownCodes, readAudit, rememberCodes } from './audit';
import { batchAnswered, holdBranch } from './branch-submits';
import { type ChecksSource, forwardChecks } from './checks';
import { ok, Refusal, refuse, send, vendorFailure } from './envelope';
import type { SecretBox } from './secret-box';
import { openSession, userOfSession } from './sessions';
import { checkPassword, isRole, listUsers, putUser, type Role, type TeamUser } from './users';
import type { Vendor } from './vendor';
import { saveVendorConnection } from './vendor-connection';

export type RouteDeps = {
  pool: pg.Pool;
  box: SecretBox;
  vendor: Vendor;
  submitLeaseMs: number;
  /** How GetChecks is answered; forwarded to the vendor unless the days store wraps it. */
  checks?: (client: UpstreamClient) => ChecksSource;
};

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** What each role may do beyond reading (the lead's table in docs/ARCHITECTURE.md). */
const MAY_SUBMIT: readonly Role[] = ['admin', 'mapper'];

const SignIn = z.object({ Username: z.string().min(1), Password: z.string().min(1) });
const BranchBody = z.object({ branch: z.string().trim().min(1) });
const UpdateBody = z.object({
  branch: z.string().trim().min(1),
  data: z
    .array(
      z.object({
        ItemId: z.union([
          z.number().int(),
          z
            .string()
            .regex(/^\s*-?\d+\s*$/)
            .transform(Number),
        ]),
        ItemNo: z.union([z.string(), z.number()]).optional(),
        IntegrationCode: z.string(),
      }),
    )
    .max(1000),
});
const VendorBody = z.object({
  baseUrl: z.string().url(),
  username: z.string().min(1),
  accessToken: z.string().min(1),
  password: z.string().min(1),
});
const UserBody = z.object({ name: z.string().min(1), role: z.string(), password: z.string() });

const REFERENCE_PATHS: Record<string, ReferenceListKind> = {
  '/GetDiscountTypes': 'discountTypes',
  '/GetOrderTypes': 'orderTypes',
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new Refusal(400, 'The request body is empty.');
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, 'The request body is not valid JSON.');
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new Refusal(400, `The request body is not ${what}.`);
  return r.data;
}

/** The vendor's answer passed on as it came (already scrubbed of the server's secrets). */
function forward(res: ServerResponse, answer: InspectedAnswer): void {
  res.writeHead(answer.status, {
    'content-type':
      answer.json === undefined ? answer.contentType || 'text/plain' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}),
  });
  res.end(answer.text);
}

/** The item codes in an items answer, for the audit's old codes (best effort: any shape passes). */
function codesIn(json: unknown): { itemId: number; code: string }[] {
  const data = (json as { Data?: unknown } | null)?.Data ?? json;
  if (!Array.isArray(data)) return [];
  const out: { itemId: number; code: string }[] = [];
  for (const r of data) {
    const id = Number((r as { ItemId?: unknown })?.ItemId);
    const code = (r as { IntegrationCode?: unknown })?.IntegrationCode;
    if (Number.isSafeInteger(id) && typeof code === 'string') out.push({ itemId: id, code });
  }
  return out;
}

export function createRoutes(deps: RouteDeps) {
  const { pool } = deps;

  async function vendorClient(): Promise<UpstreamClient> {
    const client = await deps.vendor.client();
    if (!client) {
      throw new Refusal(
        503,
        'The team server has no vendor connection yet: an admin sets it (PUT /team/vendor).',
      );
    }
    return client;
  }

  async function signedIn(req: IncomingMessage): Promise<TeamUser> {
    const token = req.headers.token;
    const user = typeof token === 'string' && token !== '' ? await userOfSession(pool, token) : null;
    if (!user) throw new Refusal(401, 'The Token header is missing, wrong or expired: sign in again.');
    return user;
  }

  function requireRole(user: TeamUser, roles: readonly Role[], doing: string): void {
    if (roles.includes(user.role)) return;
    throw new Refusal(
      403,
      `User ${user.name} has the role ${user.role}, which does not allow ${doing}; ask ${roles.map((r) => (r === 'admin' ? 'an admin' : `a ${r}`)).join(' or ')} of the team.`,
    );
  }

  async function update(
    user: TeamUser,
    body: unknown,
    call: CallOptions,
    res: ServerResponse,
  ): Promise<void> {
    requireRole(user, MAY_SUBMIT, 'submitting codes (UpdateIntegrationCode)');
    const { branch, data } = parse(UpdateBody, body, 'an UpdateIntegrationCode request (branch, data)');
    const held = await holdBranch(pool, branch, user.name, data.length, deps.submitLeaseMs);
    if (!held.held) {
      const h = held.by;
      throw new Refusal(
        409,
        `Branch ${branch} is being submitted by ${h.user} (since ${h.startedAt}: ${h.batches} batch(es), ${h.records} records so far); try again when that submit is done.`,
      );
    }
    try {
      await sendBatch(user, branch, data, call, res);
    } finally {
      await batchAnswered(pool, branch, user.name, deps.submitLeaseMs);
    }
  }

  async function sendBatch(
    user: TeamUser,
    branch: string,
    data: z.infer<typeof UpdateBody>['data'],
    call: CallOptions,
    res: ServerResponse,
  ): Promise<void> {
    const client = await vendorClient();
    const records = data.map((r) => ({
      itemId: r.ItemId as number,
      ...(r.ItemNo !== undefined ? { itemNo: String(r.ItemNo) } : {}),
      code: r.IntegrationCode,
    }));
    const before = await knownCodes(
      pool,
      branch,
      records.map((r) => r.itemId),
    );
    const batchId = randomUUID();
    const audited = (
      r: (typeof records)[number],
      outcome: AuditRecord['outcome'],
      answer: string | null,
    ) => ({
      user: user.name,
      branch,
      itemId: r.itemId,
      oldCode: before.get(r.itemId) ?? null,
      newCode: r.code,
      batchId,
      outcome,
      answer,
    });
    let outcome: UpdateOutcome;
    try {
      outcome = await client.updateCodes(branch, records, call);
    } catch (e) {
      // A batch refused before it left (a code the rules refuse) was not sent; any other failure
      // may have reached the vendor: kept as sent, outcome unknown, with why.
      if (!(isAppError(e) && e.code === 'invalid_input')) {
        const why = isAppError(e) ? e.message : 'the call failed';
        await appendAudit(
          pool,
          records.map((r) => audited(r, 'unknown', why)),
        );
      }
      throw e;
    }
    const rejected = new Map(outcome.rejected.map((r) => [r.itemId, r.reason]));
    const accepted = new Set(outcome.accepted);
    const entries: AuditRecord[] = records.map((r) =>
      audited(
        r,
        accepted.has(r.itemId) ? 'accepted' : rejected.has(r.itemId) ? 'rejected' : 'unknown',
        rejected.get(r.itemId) ?? (accepted.has(r.itemId) ? 'OK' : (outcome.unknownReason ?? null)),
      ),
    );
    await appendAudit(pool, entries);
    await rememberCodes(
      pool,
      branch,
      records.filter((r) => accepted.has(r.itemId)).map((r) => ({ itemId: r.itemId, code: r.code })),
    );
    // Per record, in the spelling the desktop's reader knows; a record the vendor did not tell
    // about is left out, so the desktop's verification read decides it, as with the vendor.
    ok(res, [
      ...outcome.accepted.map((id) => ({ ItemId: id, Success: true })),
      ...outcome.rejected.map((r) => ({ ItemId: r.itemId, Success: false, Message: r.reason })),
    ]);
  }

  async function team(path: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const user = await signedIn(req);
    if (path === '/team/me' && req.method === 'GET') return ok(res, [{ Name: user.name, Role: user.role }]);
    if (path === '/team/history' && req.method === 'GET') {
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 500) || 500, 1), 5000);
      const before = Number(url.searchParams.get('before'));
      const branch = url.searchParams.get('branch');
      return ok(
        res,
        await readAudit(pool, {
          limit,
          ...(branch ? { branch } : {}),
          ...(Number.isSafeInteger(before) && before > 0 ? { before } : {}),
        }),
      );
    }
    if (path === '/team/vendor' && req.method === 'PUT') {
      requireRole(user, ['admin'], 'setting the vendor connection');
      const c = parse(
        VendorBody,
        await readJson(req),
        'a vendor connection (baseUrl, username, accessToken, password)',
      );
      await saveVendorConnection(pool, deps.box, c, user.name);
      await deps.vendor.changed();
      // Nothing of the connection is said back but where it points.
      return ok(res, [{ BaseUrl: c.baseUrl, UpdatedBy: user.name }]);
    }
    if (path === '/team/users') {
      requireRole(user, ['admin'], 'managing the team users');
      if (req.method === 'GET') return ok(res, await listUsers(pool));
      if (req.method === 'POST') {
        const b = parse(UserBody, await readJson(req), 'a team user (name, role, password)');
        if (!isRole(b.role)) throw new Refusal(400, 'A role is admin, mapper or viewer.');
        try {
          const added = await putUser(pool, b.name, b.role, b.password);
          return ok(res, [{ Name: added.name, Role: added.role }]);
        } catch (e) {
          throw new Refusal(400, e instanceof Error ? e.message : 'The user could not be added.');
        }
      }
    }
    throw new Refusal(404, `No such team endpoint: ${req.method} ${path}.`);
  }

  async function vendorPath(path: string, req: IncomingMessage, res: ServerResponse, call: CallOptions) {
    if (path === '/GetToken' && req.method === 'POST') {
      // The AccessToken header is the vendor's key; to the team server it is no secret (any value).
      const b = parse(SignIn, await readJson(req), 'a sign-in (Username, Password)');
      const user = await checkPassword(pool, b.Username, b.Password);
      if (!user) throw new Refusal(401, 'The team username or password is wrong.');
      const s = await openSession(pool, user);
      return ok(res, [{ Token: s.token, ExpireDate: s.expireDate }]);
    }
    const user = await signedIn(req);
    if (path === '/GetBranches' && req.method === 'GET') {
      return forward(res, await (await vendorClient()).inspect('branches', undefined, call));
    }
    if (req.method !== 'POST') throw new Refusal(405, `${path} is not answered to ${req.method}.`);
    const body = await readJson(req);
    if (path === '/UpdateIntegrationCode') return update(user, body, { ...call, priority: 'submit' }, res);
    const { branch } = parse(BranchBody, body, 'a request for a branch (branch)');
    const client = await vendorClient();
    if (path === '/GetItemsIntegrationCode') {
      const answer = await client.inspect('items', { branch }, call);
      if (answer.status === 200) await rememberCodes(pool, branch, codesIn(answer.json));
      return forward(res, answer);
    }
    if (path === '/GetChecks') {
      const source = (deps.checks ?? forwardChecks)(client);
      return forward(res, await source(body as Record<string, unknown>, call));
    }
    const kind = REFERENCE_PATHS[path];
    if (kind) return forward(res, await client.inspect(kind, { branch }, call));
    throw new Refusal(404, `No such endpoint: ${path}.`);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://team.invalid');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    // A desktop that gives up (closes the request) frees its place in the vendor's queue.
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const call: CallOptions = { priority: 'interactive', signal: abort.signal };
    try {
      if (path.startsWith('/team/')) await team(path, req, res, url);
      else await vendorPath(path, req, res, call);
    } catch (e) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const f = vendorFailure(e);
      refuse(res, f.status, f.message);
    }
  };
}

export { send };
