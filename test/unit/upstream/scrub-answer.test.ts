import { describe, expect, it } from 'vitest';
import { createAnswerScrubber } from '../../../electron/core/upstream/scrub-answer';

const PASSWORD = 'pw"x{y}\\-secret';
const TOKEN = 'tok-9f8e7d6c5b4a';
const scrub = createAnswerScrubber(() => [PASSWORD, TOKEN]);

/** The text as a service that escapes some characters writes it: every other one as \uXXXX. */
function partlyEscaped(s: string): string {
  return [...s]
    .map((c, i) =>
      i % 2
        ? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
        : JSON.stringify(c).slice(1, -1),
    )
    .join('');
}

describe('scrubbing a parsed answer', () => {
  it('replaces every form of every secret in every string and key, at any depth', () => {
    const text = `{"Data":[{"ItemId":1,"Name":"Ayran ${partlyEscaped(TOKEN)}","Note":"${partlyEscaped(PASSWORD)}","Extra":{"k-${TOKEN.toUpperCase()}":["${Buffer.from(PASSWORD).toString('base64')}",{"deep":"${encodeURIComponent(PASSWORD)}"}]}}]}`;
    const value = scrub(JSON.parse(text));
    expect(value).toEqual({
      Data: [
        {
          ItemId: 1,
          Name: 'Ayran [redacted]',
          Note: '[redacted]',
          Extra: { 'k-[redacted]': ['[redacted]', { deep: '[redacted]' }] },
        },
      ],
    });
  });

  it('keeps the order of fields when a key is renamed, and "__proto__" stays a field', () => {
    const value = scrub(JSON.parse(`{"a":1,"${TOKEN}":2,"__proto__":"${TOKEN}","z":3}`)) as object;
    expect(Object.keys(value)).toEqual(['a', '[redacted]', '__proto__', 'z']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toBe('[redacted]');
  });

  it('leaves everything else as parsed, and a bare string is scrubbed', () => {
    const parsed = JSON.parse('[{"Name":"Adana Kebap","Price":12.5,"Code":null,"List":[true,"x"]}]');
    const copy = structuredClone(parsed);
    expect(scrub(parsed)).toBe(parsed);
    expect(parsed).toEqual(copy);
    expect(scrub(`Token=${TOKEN}`)).toBe('Token=[redacted]');
    expect(createAnswerScrubber(() => [])({ Name: TOKEN })).toEqual({ Name: TOKEN });
  });

  it('walks an answer nested far deeper than the stack allows', () => {
    const depth = 50_000;
    const value = JSON.parse(`${'['.repeat(depth)}"${TOKEN}"${']'.repeat(depth)}`);
    scrub(value);
    let inner: unknown = value;
    for (let i = 0; i < depth; i++) inner = (inner as unknown[])[0];
    expect(inner).toBe('[redacted]');
  });
});
