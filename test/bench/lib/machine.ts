import { execFileSync } from 'node:child_process';
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import { CHROMIUM_PATH } from '../../support/chromium';

export type Machine = {
  cores: number;
  cpuModel: string;
  memoryGB: number;
  freeMemoryGB: number;
  os: string;
  node: string;
  chromium: string;
  /** 1-minute load average when the run started and ended: other work on a shared machine shows here. */
  loadAtStart: number;
  loadAtEnd?: number;
};

export { CHROMIUM_PATH };

const gb = (bytes: number) => Math.round((bytes / 1024 ** 3) * 10) / 10;

export function describeMachine(): Machine {
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGB: gb(totalmem()),
    freeMemoryGB: gb(freemem()),
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium: chromiumVersion(),
    loadAtStart: round2(loadavg()[0] ?? 0),
  };
}

export function currentLoad(): number {
  return round2(loadavg()[0] ?? 0);
}

function chromiumVersion(): string {
  try {
    // Debian's wrapper script prints a shell warning on stderr; the version is on stdout.
    const out = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim().split('\n')[0] ?? 'unknown';
  } catch {
    return 'not found';
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;
