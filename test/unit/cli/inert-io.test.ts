import { describe, expect, it } from 'vitest';
import { type CliIo, inertIo, note, out, redrawLine, terminalText } from '../../../electron/cli/io';
import { dayProgress } from '../../../electron/cli/progress';
import type { DayStatus } from '../../../shared/domain/check';

/**
 * Issue 34, item 6: everything the CLI writes reaches a terminal, and runCli writes only through
 * inertIo: whatever a command, a progress line or an error message holds, the terminal gets no
 * escape sequence, no control character but tab and line ends, no bidi control. Only the CLI's own
 * cursor moves (redrawLine) pass, around text made inert too.
 */
function capture(isTTY = false) {
  const written = { stdout: '', stderr: '' };
  const io: CliIo = {
    env: {},
    stdout: { write: (c: string) => (written.stdout += c) },
    stderr: { write: (c: string) => (written.stderr += c), isTTY },
  };
  return { io, written };
}

const HOSTILE = 'Kola\u009b31m \u009d0;title\u009c\u001b[2JAyran \u202eTAD\u2066x\u2069 a\rb\u0007c\u200f';

describe('terminalText', () => {
  it('drops sequences whole, controls, lone CRs and bidi controls; keeps tab, LF and CRLF', () => {
    expect(terminalText(HOSTILE)).toBe('Kola Ayran TADx abc');
    expect(terminalText('a\tb\r\nc\nd')).toBe('a\tb\r\nc\nd');
  });

  it('an OSC left open ends at its line: the next line is kept', () => {
    expect(terminalText('title \u009d0;gone\nnext line\n')).toBe('title \nnext line\n');
  });
});

describe('inertIo', () => {
  it('everything written to stdout and stderr is inert', () => {
    const { io, written } = capture();
    const inert = inertIo(io);
    out(inert, HOSTILE);
    note(inert, `menumap items: ${HOSTILE}`);
    expect(written.stdout).toBe('Kola Ayran TADx abc\n');
    expect(written.stderr).toBe('menumap items: Kola Ayran TADx abc\n');
  });

  it('keeps the environment and whether stderr is a terminal; wrapping twice changes nothing', () => {
    const { io } = capture(true);
    const inert = inertIo(io);
    expect(inert.stderr.isTTY).toBe(true);
    expect(inert.env).toBe(io.env);
    expect(inertIo(inert)).toBe(inert);
  });

  it('progress on a terminal: our own CR and erase pass, the line itself is inert', () => {
    const { io, written } = capture(true);
    const inert = inertIo(io);
    redrawLine(inert, `sending ${HOSTILE}`);
    redrawLine(inert, 'done', true);
    expect(written.stderr).toBe('\rsending Kola Ayran TADx abc\u001b[K\rdone\u001b[K\n');
  });

  it('a failed day’s message from the service, in the day progress', () => {
    const { io, written } = capture(true);
    const progress = dayProgress(inertIo(io));
    const day = {
      branch: 'B01',
      date: '2026-11-20',
      status: 'failed',
      error: { code: 'bad_answer', message: HOSTILE, retryable: true },
    } as unknown as DayStatus;
    progress.onDay(day, 1, 2);
    expect(written.stderr).toBe('\rchecks: 1/2 days\u001b[K\nB01 2026-11-20: Kola Ayran TADx abc\n');
  });
});
