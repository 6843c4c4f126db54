import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..', '..');
const DIRS = ['electron', 'renderer', 'shared'];
const EXTENSIONS = ['.ts', '.tsx'];
// Static imports and re-exports, type-only ones included: a circle of types is still a circle to read.
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveImport(from: string, spec: string, known: ReadonlySet<string>): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => join(base, `index${e}`)),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** The import graph of the repository's own TypeScript (relative imports only). */
function importGraph(): Map<string, string[]> {
  const files = DIRS.flatMap((d) => sourceFiles(join(ROOT, d)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] as string, known);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every strongly connected group of more than one file, or a file importing itself (Tarjan). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('import graph', () => {
  it('finds a circle when there is one', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
  });

  it('has no import circles in the whole tree', () => {
    const found = cycles(importGraph()).map((group) => group.map((f) => relative(ROOT, f)));
    expect(found).toEqual([]);
  });
});

/**
 * The renderer's parts: each feature (`features/<name>`) and each other top folder (`app`,
 * `shell-state`, `workspace`, …) is one node, so the shell on top is held to the one-way rule too.
 */
function partOf(file: string): string | undefined {
  const path = relative(ROOT, file);
  return /^renderer\/(features\/[^/]+|[^/]+)\//.exec(path)?.[1];
}

/** The parts a part of the renderer imports from, part by part. */
function partGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = partOf(file);
    if (!from) continue;
    const set = out.get(from) ?? new Set<string>();
    out.set(from, set);
    for (const t of targets) {
      const to = partOf(t);
      if (to && to !== from) set.add(to);
    }
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}

/** What features share lives below them, in folders that import no feature. */
const BELOW_FEATURES = ['workspace', 'shell-state', 'api', 'components', 'i18n'];

describe('renderer features', () => {
  it('point one way: no part (a feature, the shell, a folder below) imports one that imports it back', () => {
    expect(cycles(partGraph(importGraph()))).toEqual([]);
  });

  it('share state from below: nothing under the features imports one, only main.tsx the shell', () => {
    const main = join(ROOT, 'renderer', 'main.tsx');
    const up = [...importGraph()].flatMap(([file, targets]) => {
      const from = partOf(file) ?? '';
      return targets
        .filter((t) => {
          const to = partOf(t) ?? '';
          // The checks page is imported lazily, out of the static graph's sight: hence this rule too.
          if (to === 'app') return from !== 'app' && file !== main;
          return BELOW_FEATURES.includes(from) && to.startsWith('features/');
        })
        .map((t) => `${relative(ROOT, file)} -> ${relative(ROOT, t)}`);
    });
    expect(up).toEqual([]);
  });
});
