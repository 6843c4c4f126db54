import { resolve, sep } from 'node:path';
import { expect, test } from 'vitest';
import { resolveRendererFile } from '../../../electron/core/renderer-files';

const root = resolve('/srv/app/dist/renderer');

test('maps URL paths to files inside the renderer folder', () => {
  expect(resolveRendererFile(root, '/')).toBe(`${root}${sep}index.html`);
  expect(resolveRendererFile(root, '/assets/index-1.js')).toBe(`${root}${sep}assets${sep}index-1.js`);
  expect(resolveRendererFile(root, '/assets/a%20b.css')).toBe(`${root}${sep}assets${sep}a b.css`);
});

test.each([
  '/../secret.txt',
  '/assets/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e%2f%2e%2e%2fetc/passwd',
  '/..%5csecret.txt',
  '/assets/%00.js',
  '/%E0%A4%A',
  '/..',
])('refuses a path that leaves the folder or is malformed: %s', (path) => {
  expect(resolveRendererFile(root, path)).toBeNull();
});
