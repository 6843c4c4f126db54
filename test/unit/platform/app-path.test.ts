import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../../electron/core/renderer-files';
import { resolveAppPath } from '../../../electron/platform/app-path';

const root = resolve('/opt/app/renderer');

describe('app:// path-traversal guard', () => {
  it('maps pages and assets inside the renderer folder', () => {
    expect(resolveAppPath(root, 'app://menu-code-mapper/')).toBe(join(root, 'index.html'));
    expect(resolveAppPath(root, 'app://menu-code-mapper/index.html')).toBe(join(root, 'index.html'));
    expect(resolveAppPath(root, 'app://menu-code-mapper/assets/main-abc.js')).toBe(
      join(root, 'assets/main-abc.js'),
    );
  });

  it.each([
    'app://menu-code-mapper/../secret.txt',
    'app://menu-code-mapper/%2e%2e/secret.txt',
    'app://menu-code-mapper/assets/../../../../etc/passwd',
  ])('keeps %s inside the renderer folder (URL normalisation folds the dots)', (url) => {
    const file = resolveAppPath(root, url);
    expect(file === null || file.startsWith(`${root}/`)).toBe(true);
  });

  it.each([
    'app://menu-code-mapper/assets/..%2f..%2fsecret.txt',
    'app://menu-code-mapper/..%5c..%5cwindows%5cwin.ini',
    'app://menu-code-mapper/a%00.html',
    'app://menu-code-mapper/%E0%A4%A',
  ])('refuses %s', (url) => {
    expect(resolveAppPath(root, url)).toBeNull();
  });

  it('serves scripts with a JavaScript type (module scripts need it)', () => {
    expect(contentTypeOf('a/b.js')).toMatch(/javascript/);
    expect(contentTypeOf('index.html')).toMatch(/text\/html/);
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});
