import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { childEnv } from '../../support/child-env';

export const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'bin/menumap.mjs');

export type CliExit = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

export type CliProcess = {
  child: ChildProcess;
  /** Lines of stderr as they arrive (progress), for kill-on-progress. */
  onStderrLine(listener: (line: string) => void): void;
  readonly exited: boolean;
  /** kill -9; resolves when the process is gone. */
  kill9(): Promise<CliExit>;
  done: Promise<CliExit>;
};

/**
 * Starts the real `menumap` (bin/menumap.mjs, as npx runs it) with only the given environment plus
 * PATH and HOME: no secret reaches it through arguments.
 */
export function startCli(args: string[], env: Record<string, string>): CliProcess {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let partial = '';
  let exited = false;
  const listeners: ((line: string) => void)[] = [];
  child.stdout?.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stderr?.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    partial += d;
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) for (const l of listeners) l(line);
  });
  const done = new Promise<CliExit>((ok, fail) => {
    child.on('error', fail);
    child.on('close', (code, signal) => {
      exited = true;
      ok({ code, signal, stdout, stderr });
    });
  });
  return {
    child,
    onStderrLine: (l) => void listeners.push(l),
    get exited() {
      return exited;
    },
    kill9() {
      if (!exited) child.kill('SIGKILL');
      return done;
    },
    done,
  };
}

export async function runCliToEnd(args: string[], env: Record<string, string>): Promise<CliExit> {
  return startCli(args, env).done;
}
