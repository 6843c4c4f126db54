import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness } from './setup';

// undici tells these channels when it opens a connection and when it writes a request's headers.
const WRITTEN = 'undici:client:sendHeaders';
const CONNECTED = 'undici:client:connected';

describe('upstream client: onSent', () => {
  const events: string[] = [];
  const onWritten = () => events.push('written');
  const onConnected = () => events.push('connected');
  beforeEach(() => {
    events.length = 0;
    subscribe(WRITTEN, onWritten);
    subscribe(CONNECTED, onConnected);
  });
  afterEach(() => {
    unsubscribe(WRITTEN, onWritten);
    unsubscribe(CONNECTED, onConnected);
  });

  it('runs once the request is written, so work done there does not hold the request back', async () => {
    const h = await harness();
    await h.client.getItems('B01');
    events.length = 0;
    // The connection is now an idle keep-alive one: undici writes to it one event-loop phase later,
    // not when asked. Bookkeeping run synchronously before then would delay the request by as long.
    await h.client.updateCodes('B01', [{ itemId: 1, code: 'ONSENT1' }], {
      onSent: () => events.push('onSent'),
    });
    expect(events).toEqual(['written', 'onSent']);
  });
});
