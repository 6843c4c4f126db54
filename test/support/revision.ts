import { spawnSync } from 'node:child_process';

export type Revision = { commit: string; subject: string; changed: string[] };

/**
 * The code a figure belongs to: HEAD, and the tracked files that differ from it (a figure measured
 * on a dirty tree says so, rather than claiming a commit it does not match). `written` names the
 * files the measuring command itself rewrites, which do not count as changes.
 */
export function revision(root: string, written: readonly string[]): Revision {
  // Not trimmed: a porcelain line starts with its status columns, a space included.
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout ?? '';
  const changed = git('status', '--porcelain', '--untracked-files=no')
    .split('\n')
    .map((line) => line.slice(3))
    .filter((file) => file !== '' && !written.includes(file));
  return {
    commit: git('rev-parse', 'HEAD').trim() || 'unknown',
    subject: git('log', '-1', '--format=%s').trim(),
    changed,
  };
}

/** "abc123… (subject)", plus the changed files when the tree was dirty. */
export function describeRevision(r: Revision): string {
  const dirty = r.changed.length ? `, plus uncommitted changes to ${r.changed.join(', ')}` : '';
  return `${r.commit} (${r.subject})${dirty}`;
}
