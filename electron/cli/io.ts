/** Where a command writes: results on stdout, progress and errors on stderr. */
export type CliIo = {
  env: Readonly<Record<string, string | undefined>>;
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
};

export const out = (io: CliIo, text: string) => io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
export const note = (io: CliIo, text: string) => io.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
