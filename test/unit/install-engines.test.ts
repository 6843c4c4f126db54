import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 37, item 6: `npm install` on the README's Node 20 printed a page of EBADENGINE warnings a
 * newcomer cannot act on. npm cannot silence only those, so the README says why they are expected:
 * the packages run on the project's own Node (the `node` devDependency), and from which Node the
 * install is quiet. This holds both claims to the lock file, so an upgrade that changes them fails.
 */
const ROOT = join(import.meta.dirname, '..', '..');
type Locked = { version?: string; optional?: boolean; engines?: { node?: string } | string[] };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Locked>;
};

/** The engines npm checks at install: those of every package it installs that is not optional. */
const engines = Object.entries(lock.packages)
  .filter(([path, p]) => path !== '' && p.optional !== true && !Array.isArray(p.engines) && p.engines?.node)
  .map(([path, p]) => ({ path, range: (p.engines as { node: string }).node }));

type Version = [number, number, number];
const parts = (text: string) =>
  text
    .split('.')
    .filter((x) => /^\d+$/.test(x))
    .map(Number);

/**
 * Whether `v` satisfies a node-semver range of the forms package.json engines use: `||` of
 * comparator sets, each `>=`, `>`, `<`, `<=`, `^`, `~`, an exact or partial version ("20",
 * "6.*"), or "*".
 */
function satisfies(v: Version, range: string): boolean {
  const cmp = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };
  const bump = (p: number[]) => {
    // The version after a partial one: "20" -> 21.0.0, "14.17" -> 14.18.0.
    const next = [...p];
    next[next.length - 1] = (next[next.length - 1] ?? 0) + 1;
    return next;
  };
  const comparator = (c: string): boolean => {
    const m = /^(>=|<=|>|<|\^|~|=)?\s*v?([\d.x*]+)$/.exec(c.trim());
    if (!m) throw new Error(`unread engines range "${range}"`);
    const [, op = '', raw = ''] = m;
    const p = parts(raw);
    if (p.length === 0) return true;
    if (op === '>=') return cmp(v, p) >= 0;
    if (op === '>') return p.length === 3 ? cmp(v, p) > 0 : cmp(v, bump(p)) >= 0;
    if (op === '<') return cmp(v, p) < 0;
    if (op === '<=') return p.length === 3 ? cmp(v, p) <= 0 : cmp(v, bump(p)) < 0;
    if (op === '^') {
      const first = p.findIndex((x) => x !== 0);
      const upper = p.slice(0, first < 0 ? p.length : first + 1);
      return cmp(v, p) >= 0 && cmp(v, bump(upper)) < 0;
    }
    if (op === '~') return cmp(v, p) >= 0 && cmp(v, bump(p.slice(0, Math.max(2, p.length - 1)))) < 0;
    return p.length === 3 ? cmp(v, p) === 0 : cmp(v, p) >= 0 && cmp(v, bump(p)) < 0;
  };
  return range.split('||').some((set) =>
    set
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every(comparator),
  );
}

const version = (text: string): Version => {
  const [a = 0, b = 0, c = 0] = parts(text);
  return [a, b, c];
};
const unmet = (v: Version) =>
  engines.filter((e) => !satisfies(v, e.range)).map((e) => `${e.path} ${e.range}`);

describe('the engines npm checks at install', () => {
  it('the reader of ranges reads them as npm does', () => {
    expect(satisfies([20, 20, 2], '^22.18.0 || >=24.11.0')).toBe(false);
    expect(satisfies([24, 21, 0], '^22.18.0 || >=24.11.0')).toBe(true);
    expect(satisfies([22, 18, 9], '^22.18.0 || >=24.11.0')).toBe(true);
    expect(satisfies([23, 0, 0], '^22.18.0 || >=24.11.0')).toBe(false);
    expect(satisfies([20, 1, 0], '18 || 20 || >=22')).toBe(true);
    expect(satisfies([21, 1, 0], '18 || 20 || >=22')).toBe(false);
    expect(satisfies([14, 17, 0], '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies([14, 16, 0], '>=16 || 14 >=14.17')).toBe(false);
    expect(satisfies([6, 9, 0], '>=6 <7 || >=8')).toBe(true);
    expect(satisfies([7, 0, 0], '>=6 <7 || >=8')).toBe(false);
    expect(satisfies([12, 0, 0], '6.* || 8.* || >= 10.*')).toBe(true);
    expect(satisfies([26, 0, 0], '^22.12.0 || ^24.0.0 || >=26.0.0')).toBe(true);
    expect(satisfies([25, 0, 0], '^22.12.0 || ^24.0.0 || >=26.0.0')).toBe(false);
  });

  it('every package npm installs accepts the project’s own Node, the one they run on', () => {
    const own = lock.packages['node_modules/node']?.version ?? '';
    expect(own).toMatch(/^24\./);
    expect(unmet(version(own))).toEqual([]);
  });

  it('the README says from which Node the install is quiet, and below it, that npm warns', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const said = /On a Node older than \*\*(\d+\.\d+)\*\*, `npm install` prints `npm warn EBADENGINE`/.exec(
      readme,
    );
    expect(said, 'the README names the Node from which npm install prints no EBADENGINE').not.toBeNull();
    const quiet = version(said?.[1] ?? '');
    expect(unmet(quiet)).toEqual([]);
    const [major, minor] = quiet;
    expect(minor).toBeGreaterThan(0);
    expect(unmet([major, minor - 1, 999]).length).toBeGreaterThan(0);
    // Node 20, which the README accepts for the install, is one that warns: the README says why.
    expect(unmet([20, 19, 0]).length).toBeGreaterThan(0);
    expect(readme).toMatch(/They are expected and there is nothing to do/);
  });
});
