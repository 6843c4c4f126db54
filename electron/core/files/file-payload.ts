import type { FilePayload } from '../../../shared/domain/mapping';
import { fileTooLarge } from './bad-file';
import { FILE_LIMITS } from './limits';

// Both CSV exports are UTF-8 (with a BOM, see toCsv), so the type says so.
const MIME = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
} as const;

/** Files cross the contract as base64: an exported file's bytes as the renderer saves them. */
export function toPayload(bytes: Uint8Array, fileName: string, format: keyof typeof MIME): FilePayload {
  return { fileName, mimeType: MIME[format], base64: Buffer.from(bytes).toString('base64') };
}

/**
 * The bytes of a file the renderer picked. A file larger than the importers read is refused from
 * the length of its base64, before a byte of it is decoded.
 */
export function fromPayload(file: FilePayload, maxBytes = FILE_LIMITS.maxFileBytes): Uint8Array {
  const { base64 } = file;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const size = Math.floor((base64.length * 3) / 4) - padding;
  if (size > maxBytes) throw fileTooLarge(file.fileName, size, maxBytes);
  return new Uint8Array(Buffer.from(base64, 'base64'));
}
