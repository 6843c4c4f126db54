import { inflateRawSync } from 'node:zlib';
import { say } from '../error-messages';
import { badFile, displayName, fileParam, formatCount } from './bad-file';
import type { FileLimits } from './types';
import { censusOf } from './xlsx-census';

/**
 * Checks an XLSX package before exceljs unpacks it: exceljs (through JSZip) inflates every part in
 * memory, so a small file that unpacks to gigabytes (a "zip bomb", or an honest sheet with far too
 * much in it) would take the app down. Every part is inflated here once with a hard output cap, so
 * sizes the zip merely declares cannot lie to us, and what exceljs would build from it is counted
 * (xlsx-census.ts). Also turns the common "not really a workbook" cases into clear messages.
 */
export function checkZipPackage(
  bytes: Uint8Array,
  fileName: string,
  limits: Pick<
    FileLimits,
    'maxUnzippedBytes' | 'maxCells' | 'maxMerges' | 'maxSharedStrings' | 'maxSharedStringBytes'
  >,
): void {
  const { maxUnzippedBytes } = limits;
  const name = displayName(fileName);
  const file = fileParam(fileName);
  // The reason stays in the English message (support reads it); the user is told the file is damaged.
  const damaged = (why: string) =>
    badFile(`${name} is not a readable XLSX workbook (${why}).`, say('file.damagedXlsx', { file }));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  const within = (at: number, len: number) => at >= 0 && len >= 0 && at + len <= bytes.length;

  const eocd = findEndOfCentralDirectory(bytes, view);
  if (eocd < 0) throw damaged('the zip directory is missing: the file may be cut short');
  let entries = u16(eocd + 10);
  let cdSize = u32(eocd + 12);
  let cdOffset = u32(eocd + 16);
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    // ZIP64: the real numbers live in the ZIP64 end record, found through its locator.
    const locator = eocd - 20;
    if (!within(locator, 20) || u32(locator) !== 0x07064b50) throw damaged('bad ZIP64 directory');
    const end64 = u64(locator + 8);
    if (!within(end64, 56) || u32(end64) !== 0x06064b50) throw damaged('bad ZIP64 directory');
    entries = u64(end64 + 32);
    cdSize = u64(end64 + 40);
    cdOffset = u64(end64 + 48);
  }
  if (!within(cdOffset, cdSize)) throw damaged('the zip directory points outside the file');
  if (entries > 10_000) throw damaged(`${formatCount(entries)} parts is far more than a workbook has`);

  const tooBig = () =>
    badFile(
      `${name} is too large once unpacked (more than ${Math.round(maxUnzippedBytes / 1024 / 1024)} MB). ` +
        'Keep only the columns needed, split it, or save it as CSV.',
      say('file.unzippedTooLarge', { file, mb: Math.round(maxUnzippedBytes / 1024 / 1024) }),
    );

  const parts: {
    method: number;
    flags: number;
    compressed: number;
    size: number;
    local: number;
  }[] = [];
  let declared = 0;
  let p = cdOffset;
  for (let i = 0; i < entries; i++) {
    if (!within(p, 46) || u32(p) !== 0x02014b50) throw damaged('the zip directory is damaged');
    const nameLen = u16(p + 28);
    const extraLen = u16(p + 30);
    const commentLen = u16(p + 32);
    if (!within(p + 46, nameLen + extraLen + commentLen)) throw damaged('the zip directory is damaged');
    let size = u32(p + 24);
    let compressed = u32(p + 20);
    let local = u32(p + 42);
    if (size === 0xffffffff || compressed === 0xffffffff || local === 0xffffffff) {
      const zip64 = readZip64Extra(view, p + 46 + nameLen, extraLen);
      if (zip64 === null) throw damaged('bad ZIP64 sizes');
      if (size === 0xffffffff) size = zip64.shift() ?? Number.NaN;
      if (compressed === 0xffffffff) compressed = zip64.shift() ?? Number.NaN;
      if (local === 0xffffffff) local = zip64.shift() ?? Number.NaN;
    }
    parts.push({ method: u16(p + 10), flags: u16(p + 8), compressed, size, local });
    declared += size;
    p += 46 + nameLen + extraLen + commentLen;
  }
  if (declared > maxUnzippedBytes) throw tooBig();

  let unzipped = 0;
  const total = { cells: 0, merges: 0, strings: 0, stringBytes: 0 };
  for (const part of parts) {
    if ((part.flags & 1) !== 0) {
      throw badFile(
        `${name} is protected with a password. Remove the password in Excel and try again.`,
        say('file.passwordProtected', { file }),
      );
    }
    if (!within(part.local, 30) || u32(part.local) !== 0x04034b50) throw damaged('a part is missing');
    const dataAt = part.local + 30 + u16(part.local + 26) + u16(part.local + 28);
    if (!within(dataAt, part.compressed)) throw damaged('a part is cut short');
    const data = bytes.subarray(dataAt, dataAt + part.compressed);
    const budget = maxUnzippedBytes - unzipped;
    let out: Uint8Array;
    if (part.method === 0) {
      out = data;
    } else if (part.method === 8) {
      try {
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
      } catch (e) {
        if (e instanceof RangeError) throw tooBig();
        throw damaged('a part does not unpack');
      }
    } else {
      throw damaged(`compression method ${part.method} is not supported`);
    }
    unzipped += out.length;
    if (unzipped > maxUnzippedBytes) throw tooBig();
    const census = censusOf(out, {
      cells: limits.maxCells - total.cells,
      merges: limits.maxMerges - total.merges,
      strings: limits.maxSharedStrings - total.strings,
    });
    if (census.beyondSheet !== null) throw damaged(census.beyondSheet);
    total.cells += census.cells;
    total.merges += census.merges;
    total.strings += census.strings;
    if (census.holdsStrings) total.stringBytes += out.length;
    checkCensus(total, name, file, limits);
  }
}

/** Refuses what exceljs would build too much of, naming the limit and what to do. */
function checkCensus(
  total: { cells: number; merges: number; strings: number; stringBytes: number },
  name: string,
  file: string,
  limits: Pick<FileLimits, 'maxCells' | 'maxMerges' | 'maxSharedStrings' | 'maxSharedStringBytes'>,
): void {
  const whatToDo = 'keep only the columns needed, split it, or save it as CSV.';
  if (total.cells > limits.maxCells) {
    throw badFile(
      `${name} has more than ${formatCount(limits.maxCells)} cells. A mapping file needs a few columns per item: ${whatToDo}`,
      say('file.tooManyCells', { file, max: limits.maxCells }),
    );
  }
  if (total.merges > limits.maxMerges) {
    throw badFile(
      `${name} has more than ${formatCount(limits.maxMerges)} merged cell ranges. Unmerge the cells, or save it as CSV.`,
      say('file.tooManyMerges', { file, max: limits.maxMerges }),
    );
  }
  if (total.strings > limits.maxSharedStrings) {
    throw badFile(
      `${name} holds more than ${formatCount(limits.maxSharedStrings)} texts. A mapping file needs a few columns per item: ${whatToDo}`,
      say('file.tooManyTexts', { file, max: limits.maxSharedStrings }),
    );
  }
  if (total.stringBytes > limits.maxSharedStringBytes) {
    const mb = Math.round(limits.maxSharedStringBytes / 1024 / 1024);
    throw badFile(
      `${name} holds more than ${mb} MB of text once unpacked: ${whatToDo}`,
      say('file.textTooLarge', { file, mb }),
    );
  }
}

function findEndOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  const last = bytes.length - 22;
  const first = Math.max(0, last - 0xffff);
  for (let i = last; i >= first; i--) {
    if (bytes[i] === 0x50 && view.getUint32(i, true) === 0x06054b50) return i;
  }
  return -1;
}

/** The 64-bit values of a ZIP64 extra field (id 1), in the order the spec lists them. */
function readZip64Extra(view: DataView, at: number, len: number): number[] | null {
  let p = at;
  while (p + 4 <= at + len) {
    const id = view.getUint16(p, true);
    const size = view.getUint16(p + 2, true);
    if (id === 1) {
      const values: number[] = [];
      for (let q = p + 4; q + 8 <= p + 4 + size && q + 8 <= at + len; q += 8) {
        values.push(Number(view.getBigUint64(q, true)));
      }
      return values;
    }
    p += 4 + size;
  }
  return null;
}
