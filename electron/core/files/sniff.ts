/** What the bytes are, whatever the file is called: users rename files, and mail clients too. */
export type FileKind = 'xlsx' | 'legacy-office' | 'text';

export function sniffKind(bytes: Uint8Array): FileKind {
  // Every zip starts with a local file header "PK\x03\x04"; an XLSX is a zip.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  // OLE compound file: an Excel 97-2003 .xls, or an .xlsx protected with a password.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'legacy-office';
  return 'text';
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  if (bytes.length < magic.length) return false;
  return magic.every((b, i) => bytes[i] === b);
}
