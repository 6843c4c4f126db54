import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { RequestLogEntry, SimItem, SimulatorOptions } from '../../../electron/simulator/types';
import { tsxArgs } from './child';

export type RemoteSimulator = {
  baseUrl: string;
  credentials: { accessToken: string; username: string; password: string };
  control: {
    requests(): Promise<RequestLogEntry[]>;
    resetLogs(): Promise<void>;
    items(branch: string): Promise<SimItem[]>;
  };
  close(): Promise<void>;
};

/** Starts the simulator in its own process (probes/simulator-process.ts) and talks to /__sim/. */
export async function startRemoteSimulator(options: SimulatorOptions): Promise<RemoteSimulator> {
  const child = spawn(process.execPath, [...tsxArgs('simulator-process.ts'), JSON.stringify(options)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (l) => {
      lines.close();
      resolve(l);
    });
    child.once('exit', (code) =>
      reject(new Error(`The simulator process ended (${code}) before it started.`)),
    );
  });
  const info = JSON.parse(first) as Pick<RemoteSimulator, 'baseUrl' | 'credentials'>;
  const control = async <T>(method: string, path: string): Promise<T> => {
    const res = await fetch(`${info.baseUrl}/__sim/${path}`, { method });
    if (!res.ok) throw new Error(`simulator control ${method} ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };
  let closed: Promise<void> | null = null;
  return {
    ...info,
    control: {
      requests: () => control<RequestLogEntry[]>('GET', 'requests'),
      resetLogs: async () => {
        await control('DELETE', 'logs');
      },
      items: (branch) => control<SimItem[]>('GET', `items?branch=${encodeURIComponent(branch)}`),
    },
    close() {
      closed ??= (async () => {
        child.stdin?.end();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      })();
      return closed;
    },
  };
}
