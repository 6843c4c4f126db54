import { cleanText } from '../core/files';

/** Where a command writes: results on stdout, progress and errors on stderr. */
export type CliIo = {
  env: Readonly<Record<string, string | undefined>>;
  /** `isFile`: stdout is redirected to a regular file (`> out.csv`), not a terminal or a pipe. */
  stdout: { write(chunk: string): unknown; isTTY?: boolean; isFile?: boolean };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
};

export const out = (io: CliIo, text: string) => io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
export const note = (io: CliIo, text: string) => io.stderr.write(text.endsWith('\n') ? text : `${text}\n`);

/**
 * Text a terminal can only show: no escape sequence, no control character but tab and line ends
 * (a CR only in a CRLF: a lone one would let the rest of a line overwrite what came before), no
 * bidi control. Names and messages from the service reach every part of the CLI's output, errors
 * included.
 */
export function terminalText(text: string): string {
  return cleanText(text).replace(/\r(?!\n)/g, '');
}

/** The streams under an io made by inertIo, for the CLI's own cursor moves (redrawLine). */
const rawStreams = new WeakMap<CliIo, CliIo>();

/**
 * The same io, except that everything written to stdout or stderr goes through terminalText. runCli
 * wraps its io once, so no command, progress line or error message can write around it.
 */
export function inertIo(io: CliIo): CliIo {
  if (rawStreams.has(io)) return io;
  const inert: CliIo = {
    env: io.env,
    stdout: {
      write: (chunk: string) => io.stdout.write(terminalText(chunk)),
      get isTTY() {
        return io.stdout.isTTY;
      },
      get isFile() {
        return io.stdout.isFile;
      },
    },
    stderr: {
      write: (chunk: string) => io.stderr.write(terminalText(chunk)),
      get isTTY() {
        return io.stderr.isTTY;
      },
    },
  };
  rawStreams.set(inert, io);
  return inert;
}

/**
 * Progress rewritten in place on a terminal: back to the line's start, `line` (made inert), the
 * rest of the old line erased; `end` moves on to a new line.
 */
export function redrawLine(io: CliIo, line: string, end = false): void {
  const raw = rawStreams.get(io) ?? io;
  raw.stderr.write(`\r${terminalText(line)}\u001b[K${end ? '\n' : ''}`);
}
