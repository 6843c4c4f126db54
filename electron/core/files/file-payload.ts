import type { FilePayload } from '../../../shared/domain/mapping';

// Both CSV exports are UTF-8 (with a BOM, see toCsv), so the type says so.
const MIME = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Files cross the contract as base64: an exported file's bytes as the renderer saves them. */
export function toPayload(bytes: Uint8Array, fileName: string, format: keyof typeof MIME): FilePayload {
  return { fileName, mimeType: MIME[format], base64: Buffer.from(bytes).toString('base64') };
}

/** The bytes of a file the renderer picked. */
export function fromPayload(file: FilePayload): Uint8Array {
  return new Uint8Array(Buffer.from(file.base64, 'base64'));
}
