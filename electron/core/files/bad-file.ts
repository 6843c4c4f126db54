import { AppError } from '../errors';

/** The one error the importers throw: the message is written for the user who picked the file. */
export function badFile(message: string, cause?: unknown): AppError {
  return new AppError('bad_file', message, cause === undefined ? {} : { cause });
}

/**
 * Runs an importer so that bad input can only ever end as AppError('bad_file'): parsers of
 * untrusted bytes throw all sorts of things (strings, RangeError, zip errors) and none of them may
 * reach the user as "something went wrong inside the app".
 */
export async function asBadFile<T>(fileName: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw badFile(`${displayName(fileName)} could not be read: it is damaged or not a CSV or XLSX file.`, e);
  }
}

/** The file name as shown in messages: no folders, bounded, no control characters. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').slice(0, 80);
  return clean === '' ? 'The file' : `"${clean}"`;
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
