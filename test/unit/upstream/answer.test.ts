import { describe, expect, it } from 'vitest';
import { AppError } from '../../../electron/core/errors';
import { carriedStatus, interpretAnswer } from '../../../electron/core/upstream/answer';
import { createRedactor } from '../../../electron/core/upstream/redact';
import { classifyTokenRefusal } from '../../../electron/core/upstream/token-refusal';

const ctx = { op: 'items' as const, branch: 'B03', host: '127.0.0.1:1' };
const redact = createRedactor(() => ['hunter2']);
const raw = (status: number, text: string, contentType = 'application/json') => ({
  status,
  text,
  contentType,
  retryAfter: null,
});

function errorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

describe('answer interpretation', () => {
  it('returns Data of a 200 envelope, and a bare array only where allowed', () => {
    expect(
      interpretAnswer(raw(200, '{"ResultCode":200,"Data":[1],"ResultMessage":"OK"}'), ctx, redact),
    ).toEqual({
      kind: 'data',
      data: [1],
    });
    expect(interpretAnswer(raw(200, '[1,2]'), ctx, redact, { allowBareArray: true })).toEqual({
      kind: 'data',
      data: [1, 2],
    });
    expect(errorOf(() => interpretAnswer(raw(200, '[1,2]'), ctx, redact)).code).toBe('bad_answer');
  });

  it('turns HTTP 200 with ResultCode != 200 into an error carrying ResultMessage', () => {
    const e = errorOf(() =>
      interpretAnswer(
        raw(200, '{"ResultCode":500,"Data":null,"ResultMessage":"Branch DB locked"}'),
        ctx,
        redact,
      ),
    );
    expect(e.code).toBe('upstream_error');
    expect(e.message).toContain('Branch DB locked');
    expect(e.retryable).toBe(true);
  });

  it('hands a 401 back (status or ResultCode) for the caller to renew', () => {
    expect(interpretAnswer(raw(401, '{"ResultCode":401,"ResultMessage":"expired"}'), ctx, redact)).toEqual({
      kind: 'unauthorized',
      serverText: 'expired',
    });
    expect(interpretAnswer(raw(200, '{"ResultCode":401,"Data":null}'), ctx, redact).kind).toBe(
      'unauthorized',
    );
  });

  it('names nonsense: HTML pages, cut-off JSON, wrong shapes', () => {
    expect(
      errorOf(() => interpretAnswer(raw(200, '<!DOCTYPE html><p>', 'text/html'), ctx, redact)),
    ).toMatchObject({
      code: 'bad_answer',
      retryable: true,
    });
    const cut = errorOf(() =>
      interpretAnswer(raw(200, '{"ResultCode":200,"Data":[{"ItemId":1,'), ctx, redact),
    );
    expect(cut.code).toBe('bad_answer');
    expect(cut.message).toMatch(/cut off|not valid JSON/);
    expect(errorOf(() => interpretAnswer(raw(200, '{"hello":1}'), ctx, redact)).code).toBe('bad_answer');
  });

  it('maps HTTP statuses to errors the user can act on', () => {
    expect(
      errorOf(() => interpretAnswer(raw(400, '{"ResultCode":400,"ResultMessage":"bad date"}'), ctx, redact)),
    ).toMatchObject({ code: 'bad_request', retryable: false });
    const unreachable = errorOf(() =>
      interpretAnswer(raw(504, 'Gateway Timeout', 'text/plain'), ctx, redact),
    );
    expect(unreachable.code).toBe('branch_unreachable');
    expect(unreachable.message).toContain('B03');
    expect(errorOf(() => interpretAnswer(raw(500, 'oops', 'text/plain'), ctx, redact)).code).toBe(
      'upstream_error',
    );
  });

  it('scrubs secrets the server echoes back', () => {
    const e = errorOf(() =>
      interpretAnswer(
        raw(400, '{"ResultCode":400,"ResultMessage":"Password HUNTER2 has bad chars"}'),
        ctx,
        redact,
      ),
    );
    expect(e.message.toLowerCase()).not.toContain('hunter2');
    expect(e.message).toContain('[redacted]');
  });
});

describe('redactor', () => {
  it('removes plain, JSON-escaped and URL-encoded forms, and flattens to one bounded line', () => {
    const r = createRedactor(() => ['pa"ss w/']);
    expect(r('a pa"ss w/ b')).toBe('a [redacted] b');
    expect(r('a pa\\"ss w/ b')).toBe('a [redacted] b');
    expect(r(`a ${encodeURIComponent('pa"ss w/')} b`)).toBe('a [redacted] b');
    expect(r('line1\nline2\t\u0000x')).toBe('line1 line2 x');
    expect(r('x'.repeat(1000)).length).toBeLessThanOrEqual(300);
  });
});

describe('GetToken refusals', () => {
  it('tells a wrong access key from a wrong username/password by the message', () => {
    expect(classifyTokenRefusal('AccessToken is not valid: check the access key issued to you.')).toBe(
      'access-key',
    );
    expect(classifyTokenRefusal('AccessToken header is missing')).toBe('access-key');
    expect(classifyTokenRefusal('Username or password is wrong.')).toBe('user');
    expect(classifyTokenRefusal('Invalid credentials')).toBe('user');
    expect(classifyTokenRefusal(null)).toBe('either');
    expect(classifyTokenRefusal('Unauthorized')).toBe('either');
    expect(classifyTokenRefusal('AccessToken or password wrong')).toBe('either');
  });
});

describe('errors carried as ResultCode inside HTTP 200 (DESIGN rule 2)', () => {
  const carried = (code: number | string, message = 'busy') =>
    raw(200, JSON.stringify({ ResultCode: code, ResultMessage: message, Data: null }));

  it('tells the status an answer carries, whichever way it came', () => {
    expect(carriedStatus(carried(429))).toBe(429);
    expect(carriedStatus(carried('503'))).toBe(503);
    expect(carriedStatus(carried(401))).toBe(401);
    expect(carriedStatus(carried(500))).toBe(500);
    expect(carriedStatus(carried(404))).toBe(200);
    expect(carriedStatus(raw(200, '{"ResultCode":200,"Data":[]}'))).toBe(200);
    expect(carriedStatus(raw(503, 'Service Unavailable', 'text/plain'))).toBe(503);
    expect(carriedStatus(raw(200, '<html>busy</html>', 'text/html'))).toBe(200);
  });

  it('gives a ResultCode 5xx the same user message as that HTTP status, saying how it came', () => {
    for (const code of [500, 502, 504]) {
      const viaStatus = errorOf(() =>
        interpretAnswer(raw(code, '{"ResultCode":0,"ResultMessage":"x"}'), ctx, redact),
      );
      const viaCode = errorOf(() => interpretAnswer(carried(code, 'x'), ctx, redact));
      expect(viaCode.code).toBe(viaStatus.code);
      expect(viaCode.message).toBe(viaStatus.message);
      expect(viaCode.retryable).toBe(true);
      expect(viaCode.detail).toBe(`ResultCode ${code} inside HTTP 200.`);
    }
  });

  it('hands a ResultCode 401 written as text back for renewal', () => {
    expect(interpretAnswer(carried('401', 'Token expired'), ctx, redact)).toEqual({
      kind: 'unauthorized',
      serverText: 'Token expired',
    });
  });

  it('keeps other ResultCodes as errors carrying ResultMessage', () => {
    const e = errorOf(() => interpretAnswer(carried(404, 'Unknown branch'), ctx, redact));
    expect(e.code).toBe('upstream_error');
    expect(e.message).toContain('Unknown branch');
  });
});
