import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A service that answers GetChecks with records a test scripts, over real HTTP on 127.0.0.1: for
 * properties over answers the simulator would never write (its dialects are designed; these are
 * generated). It signs in anyone and keeps a log of the ranges asked.
 */
export type ScriptedService = {
  baseUrl: string;
  /** Every GetChecks asked: branch, start_date, end_date, and the records sent back. */
  asked: { branch: string; start: string; end: string; sent: unknown[] }[];
  close(): Promise<void>;
};

export type ChecksScript = (branch: string, start: string, end: string) => unknown[];

export async function startScriptedService(script: ChecksScript): Promise<ScriptedService> {
  const asked: ScriptedService['asked'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    const reply = (data: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ ResultCode: 200, ResultMessage: 'OK', Data: data }));
    };
    const path = (req.url ?? '').split('?')[0];
    if (path === '/GetToken') {
      reply({ Token: 'scripted-session', ExpireDate: '2099-01-01T00:00:00' });
    } else if (path === '/GetChecks') {
      const branch = String(body.branch ?? '');
      const start = String(body.start_date ?? '');
      const end = String(body.end_date ?? '');
      const sent = script(branch, start, end);
      asked.push({ branch, start, end, sent });
      reply(sent);
    } else {
      res.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    asked,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    const v: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
