import { readFile, writeFile } from 'node:fs/promises';
import { AppError } from '../core/errors';
import type { CliIo } from './io';

const BOM = '\uFEFF';

/** A file named on the command line, or an error that says which and why. */
export async function readInput(file: string): Promise<Uint8Array> {
  try {
    return await readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new AppError(
      'bad_file',
      code === 'ENOENT' ? `${file} does not exist.` : `Cannot read ${file} (${code}).`,
    );
  }
}

/**
 * A result to stdout, or to a file with --output. Files keep their bytes as made (a CSV keeps the
 * BOM Excel needs); on stdout a CSV's BOM is dropped, since scripts read it there.
 */
export async function writeOutput(
  io: CliIo,
  file: string | undefined,
  data: string | Uint8Array,
): Promise<void> {
  if (file) {
    try {
      // Exports name items, codes and sales: readable by the user only (when the file is new).
      await writeFile(file, data, { mode: 0o600 });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? 'error';
      throw new AppError('invalid_input', `Cannot write ${file} (${code}).`);
    }
    return;
  }
  const text = typeof data === 'string' ? data : new TextDecoder('utf-8').decode(data);
  io.stdout.write(text.startsWith(BOM) ? text.slice(1) : text);
}
