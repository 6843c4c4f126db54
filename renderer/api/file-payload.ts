import type { FilePayload } from '../../shared/domain/mapping';

/** Files cross the contract as base64: read a picked file into a FilePayload. */
export async function fileToPayload(file: File): Promise<FilePayload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  // The core tells the format by the bytes (core/files/sniff.ts); the type is only what the browser said.
  return { fileName: file.name, mimeType: file.type, base64: btoa(binary) };
}

/** Saves a FilePayload the core produced, under its own file name (the browser's download). */
export function downloadPayload(file: FilePayload): void {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: some engines read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
