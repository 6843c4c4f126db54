import type { Page, Request } from 'playwright-core';
import { EVENTS_PATH } from '../../../shared/contract/bridge';

export type BridgeCall = {
  method: string;
  /** The raw request body as the page sent it ({"input": ...}). */
  requestBody: string;
  /** The raw reply body (a Reply as JSON); null until the answer arrives or when it never did. */
  responseBody: string | null;
  status: number | null;
  /** The parsed reply, for assertions: the wire form (decodeReply in shared/contract decodes it). */
  reply: unknown;
};

export type BridgeLog = {
  /** Every bridge call of the page, in order. */
  readonly all: readonly BridgeCall[];
  calls(method: string): BridgeCall[];
  /**
   * Waits until every answer seen so far has been read (call before scanning or asserting), at most
   * timeoutMs (default 10 s): a call still running then (a long load) is left out, not waited for.
   */
  settle(timeoutMs?: number): Promise<void>;
  /** Request and response bodies of every call, plus the SSE events, as one string to scan. */
  text(): string;
  /** Records a core event (the harness feeds it from the preview). */
  recordEvent(event: string, payload: unknown): void;
  readonly events: readonly { event: string; payload: unknown }[];
};

/**
 * Records the page's traffic over the preview bridge: POST /rpc/<method> bodies in both directions.
 * Events travel over one long-lived SSE response the browser cannot hand back, so they are recorded
 * where the preview sends them (recordEvent), which is the same JSON the page receives.
 */
export function createBridgeLog(page: Page): BridgeLog {
  const all: BridgeCall[] = [];
  const events: { event: string; payload: unknown }[] = [];
  const byRequest = new Map<Request, BridgeCall>();
  const pending = new Set<Promise<void>>();

  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (!path.startsWith('/rpc/') || req.method() !== 'POST') return;
    const call: BridgeCall = {
      method: decodeURIComponent(path.slice('/rpc/'.length)),
      requestBody: req.postData() ?? '',
      responseBody: null,
      status: null,
      reply: undefined,
    };
    all.push(call);
    byRequest.set(req, call);
  });
  page.on('response', (res) => {
    const call = byRequest.get(res.request());
    if (!call) return;
    byRequest.delete(res.request());
    call.status = res.status();
    const read = res
      .text()
      .then((body) => {
        call.responseBody = body;
        try {
          call.reply = JSON.parse(body);
        } catch {
          call.reply = body;
        }
      })
      .catch(() => undefined)
      .finally(() => pending.delete(read));
    pending.add(read);
  });

  return {
    all,
    events,
    calls: (method) => all.filter((c) => c.method === method),
    async settle(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      const drain = async () => {
        while (pending.size > 0) await Promise.all([...pending]);
      };
      await Promise.race([drain(), timeout]);
      clearTimeout(timer);
    },
    text() {
      const parts = all.map((c) => `${c.method}\n${c.requestBody}\n${c.responseBody ?? ''}`);
      parts.push(...events.map((e) => `${EVENTS_PATH} ${e.event}\n${JSON.stringify(e.payload)}`));
      return parts.join('\n');
    },
    recordEvent(event, payload) {
      events.push({ event, payload });
    },
  };
}
