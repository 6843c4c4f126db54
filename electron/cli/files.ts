import { readFile, writeFile } from 'node:fs/promises';
import { AppError } from '../core/errors';
import { words } from './i18n';
import type { CliIo } from './io';

const BOM = '\uFEFF';

/** A file named on the command line, or an error that says which and why. */
export async function readInput(file: string): Promise<Uint8Array> {
  try {
    return await readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    throw new AppError(
      'bad_file',
      code === 'ENOENT' ? words().fileMissing(file) : words().cannotRead(file, code),
    );
  }
}

/** A result to stdout, or to a file with --output, as it is. */
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
      throw new AppError('invalid_input', words().cannotWrite(file, code));
    }
    return;
  }
  io.stdout.write(typeof data === 'string' ? data : new TextDecoder('utf-8').decode(data));
}

/** A CSV's text (without a BOM) to stdout or a file, with the BOM when `bom` (csv-options' csvBom). */
export async function writeCsv(
  io: CliIo,
  file: string | undefined,
  text: string,
  bom: boolean,
): Promise<void> {
  const bare = text.startsWith(BOM) ? text.slice(1) : text;
  await writeOutput(io, file, bom ? `${BOM}${bare}` : bare);
}
