import { describe, expect, it } from 'vitest';
import {
  checkIntegrationCode,
  hasLowercaseLetters,
  uppercaseIntegrationCode,
} from '../../shared/integration-code';

describe('integration-code rules', () => {
  it('accepts letters and digits, trimming pasted whitespace', () => {
    expect(checkIntegrationCode(' ABC123\t')).toEqual({ ok: true, code: 'ABC123' });
  });
  it('treats the empty string as a valid explicit clear', () => {
    expect(checkIntegrationCode('')).toEqual({ ok: true, code: '' });
  });
  it.each([
    ['AB-1', '"-" at position 3'],
    ['A B', 'a space at position 2'],
    ['ÇAY1', '"Ç" at position 1'],
  ])('refuses %s with the reason', (raw, reason) => {
    const r = checkIntegrationCode(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain(reason);
  });
  it('refuses codes longer than 64 characters', () => {
    expect(checkIntegrationCode('A'.repeat(65)).ok).toBe(false);
    expect(checkIntegrationCode('A'.repeat(64)).ok).toBe(true);
  });
  it('allows lowercase letters but tells them apart, and uppercases without the Turkish i', () => {
    expect(checkIntegrationCode('ym12').ok).toBe(true);
    expect(hasLowercaseLetters('ym12')).toBe(true);
    expect(hasLowercaseLetters(' YM12 ')).toBe(false);
    expect(hasLowercaseLetters('')).toBe(false);
    expect(uppercaseIntegrationCode(' tic12\t')).toBe('TIC12');
    expect(uppercaseIntegrationCode('YM12')).toBe('YM12');
  });
});
