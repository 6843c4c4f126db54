import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, logger, setLogger } from '../../../electron/core/log';
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

  it('keeps its own limits when the shared budget cannot be opened, and logs why', () => {
    const root = mkdtempSync(join(tmpdir(), 'mcm-ledger-'));
    // A file where the data folder should be: the ledger cannot be created inside it.
    const notAFolder = join(root, 'not-a-folder');
    writeFileSync(notAFolder, 'x');
    const before = logger();
    setLogger(createLogger({ dir: join(root, 'logs'), stderr: false }));
    try {
      const l = limiterFor('http://127.0.0.1:11/api', 'carol', { sharedIn: notAFolder });
      expect(l).toBeDefined();
      const file = logger().file;
      expect(file).not.toBeNull();
      expect(readFileSync(file ?? '', 'utf8')).toMatch(/shared rate budget could not be opened/);
    } finally {
      setLogger(before);
    }
  });
});
