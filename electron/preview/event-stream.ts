import type { ServerResponse } from 'node:http';
import { type EventName, events } from '../../shared/contract';

const KEEPALIVE_MS = 15_000;

export type EventStream = {
  /** host.emit of the preview: validated against the contract, then sent to every open page. */
  emit(event: EventName, payload: unknown): void;
  attach(res: ServerResponse): void;
  /** In-process listeners (the e2e harness records events to scan them for secrets). */
  listen(listener: (event: EventName, payload: unknown) => void): () => void;
  close(): void;
};

/** Server-sent events for the preview bridge: one `data: {event, payload}` message per core event. */
export function createEventStream(): EventStream {
  const clients = new Set<ServerResponse>();
  const listeners = new Set<(event: EventName, payload: unknown) => void>();
  const keepalive = setInterval(() => {
    for (const c of clients) c.write(': keepalive\n\n');
  }, KEEPALIVE_MS);
  keepalive.unref();

  return {
    emit(event, payload) {
      const parsed = events[event].safeParse(payload);
      if (!parsed.success) return;
      const message = `data: ${JSON.stringify({ event, payload: parsed.data })}\n\n`;
      for (const c of clients) c.write(message);
      for (const l of listeners) l(event, parsed.data);
    },
    attach(res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      clients.add(res);
      res.on('close', () => clients.delete(res));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      clearInterval(keepalive);
      for (const c of clients) c.end();
      clients.clear();
      listeners.clear();
    },
  };
}
