import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY,
  isAppUrl,
  isSafeExternalUrl,
  isTrustedSender,
} from '../../../electron/platform/trusted-url';

describe('trusted URLs', () => {
  it('recognises only our own app:// origin', () => {
    expect(isAppUrl(APP_ENTRY)).toBe(true);
    expect(isAppUrl('app://menu-code-mapper/assets/x.js')).toBe(true);
    for (const url of [
      'app://other/index.html',
      'file:///etc/passwd',
      'https://menu-code-mapper/',
      'not a url',
      '',
    ]) {
      expect(isAppUrl(url)).toBe(false);
    }
  });

  it('opens externally only plain http(s) links without credentials', () => {
    expect(isSafeExternalUrl('https://example.com/help')).toBe(true);
    expect(isSafeExternalUrl('http://example.com')).toBe(true);
    for (const url of [
      'file:///C:/Windows/system32/calc.exe',
      'javascript:alert(1)',
      'smb://server/share',
      'ms-msdt:/id',
      'https://user:pass@example.com/',
      'app://menu-code-mapper/index.html',
      '//example.com',
    ]) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('trusts IPC only from our page in the top-level frame', () => {
    expect(isTrustedSender({ url: APP_ENTRY, isTopLevel: true })).toBe(true);
    expect(isTrustedSender({ url: APP_ENTRY, isTopLevel: false })).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', isTopLevel: true })).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
  });
});
