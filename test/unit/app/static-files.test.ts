import { resolve, sep } from 'node:path';
import { expect, test } from 'vitest';
import { resolveRendererFile } from '../../../electron/core/renderer-files';
import { injectSecret } from '../../../electron/preview/static-files';

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

test('injects the bridge secret as a meta tag in the head', () => {
  const html =
    '<!doctype html><html><head><meta charset="UTF-8" /><title>x</title></head><body></body></html>';
  const out = injectSecret(html, 'abc123');
  expect(out).toContain('<meta name="mcm-bridge-secret" content="abc123" />');
  expect(out.indexOf('charset')).toBeLessThan(out.indexOf('mcm-bridge-secret'));
  expect(out.indexOf('mcm-bridge-secret')).toBeLessThan(out.indexOf('</head>'));
});
