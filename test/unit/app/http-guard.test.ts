import type { IncomingMessage } from 'node:http';
import { expect, test } from 'vitest';
import { isAllowedHost, isAllowedOrigin, secretMatches } from '../../../electron/preview/http-guard';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

test('only our loopback host and port pass the Host check (DNS rebinding guard)', () => {
  expect(isAllowedHost(req({ host: '127.0.0.1:4000' }), 4000)).toBe(true);
  expect(isAllowedHost(req({ host: 'localhost:4000' }), 4000)).toBe(true);
  expect(isAllowedHost(req({ host: 'LOCALHOST:4000' }), 4000)).toBe(true);
  expect(isAllowedHost(req({ host: '127.0.0.1:4001' }), 4000)).toBe(false);
  expect(isAllowedHost(req({ host: 'evil.example:4000' }), 4000)).toBe(false);
  expect(isAllowedHost(req({ host: '127.0.0.1' }), 4000)).toBe(false);
  expect(isAllowedHost(req({}), 4000)).toBe(false);
});

test('a browser Origin must be ours; cross-site fetch metadata is refused', () => {
  expect(isAllowedOrigin(req({}), 4000)).toBe(true);
  expect(isAllowedOrigin(req({ origin: 'http://127.0.0.1:4000' }), 4000)).toBe(true);
  expect(isAllowedOrigin(req({ origin: 'http://localhost:4000' }), 4000)).toBe(true);
  expect(isAllowedOrigin(req({ origin: 'http://evil.example' }), 4000)).toBe(false);
  expect(isAllowedOrigin(req({ origin: 'null' }), 4000)).toBe(false);
  expect(isAllowedOrigin(req({ origin: 'https://127.0.0.1:4000' }), 4000)).toBe(false);
  expect(isAllowedOrigin(req({ 'sec-fetch-site': 'cross-site' }), 4000)).toBe(false);
});

test('the secret must match exactly', () => {
  expect(secretMatches('abc', 'abc')).toBe(true);
  expect(secretMatches('abd', 'abc')).toBe(false);
  expect(secretMatches('ab', 'abc')).toBe(false);
  expect(secretMatches(undefined, 'abc')).toBe(false);
  expect(secretMatches(['abc'], 'abc')).toBe(false);
});
