import { say } from '../error-messages';
import { AppError, type ErrorMessage } from '../errors';
import type { FileLimits } from './types';

/**
 * The one error the importers throw: the message is written for the user who picked the file, and
 * `said` is the same as a message code for the renderer (file names in it through fileParam).
 */
export function badFile(message: string, said: ErrorMessage, cause?: unknown): AppError {
  return new AppError('bad_file', message, cause === undefined ? { say: said } : { say: said, cause });
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
    throw badFile(
      `${displayName(fileName)} could not be read: it is damaged or not a CSV or XLSX file.`,
      say('file.unreadable', { file: fileParam(fileName) }),
      e,
    );
  }
}

/** The file name as shown in messages: no folders, bounded, no control characters. */
export function displayName(fileName: string): string {
  const clean = fileParam(fileName);
  return clean === '' ? 'The file' : `"${clean}"`;
}

/** The file name as a message argument: what displayName shows, without its quotes. */
export function fileParam(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base.replace(/\p{Cc}/gu, '').slice(0, 80);
}

export function tooManyRows(fileName: string, found: number, limits: FileLimits): AppError {
  return badFile(
    `${displayName(fileName)} has ${formatCount(found)} rows; at most ${formatCount(limits.maxDataRows)} ` +
      'can be read at once. Split it into smaller files.',
    say('file.tooManyRows', { file: fileParam(fileName), rows: found, max: limits.maxDataRows }),
  );
}

/** A file larger than the importers read: its size, the limit, and what to do. */
export function fileTooLarge(fileName: string, bytes: number, maxBytes: number): AppError {
  const mb = Math.ceil(bytes / 1024 / 1024);
  const maxMb = Math.round(maxBytes / 1024 / 1024);
  return badFile(
    `${displayName(fileName)} is ${mb} MB; files up to ${maxMb} MB can be read. Split it into smaller files.`,
    say('file.tooLarge', { file: fileParam(fileName), mb, maxMb }),
  );
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
