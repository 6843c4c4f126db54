import { describe, expect, it } from 'vitest';
import { limiterFor, limiterKey } from '../../../electron/core/throttle/registry';

describe('limiter registry', () => {
  it('shares one limiter per (service, user) across callers', () => {
    const a = limiterFor('http://127.0.0.1:9/api/', 'Alice');
    const b = limiterFor('HTTP://127.0.0.1:9/api', 'alice');
    expect(a).toBe(b);
    expect(limiterFor('http://127.0.0.1:9/api', 'bob')).not.toBe(a);
    expect(limiterFor('http://127.0.0.1:10/api', 'alice')).not.toBe(a);
  });

  it('normalises default ports and trailing slashes', () => {
    expect(limiterKey('https://pos.example.com:443/', 'u')).toBe(limiterKey('https://POS.example.com', 'u'));
  });
});
