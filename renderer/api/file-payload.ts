import { type FilePayload, MAX_IMPORT_FILE_BYTES } from '../../shared/domain/mapping';
import { t } from '../i18n/i18n';
import { ApiError } from './api-error';

/**
 * Files cross the contract as base64: read a picked file into a FilePayload. A file larger than
 * the core reads is refused from its size alone: reading and encoding it would freeze the page for
 * a refusal anyway (and the browser preview's bridge would cut the request short, with a message
 * that does not say why).
 */
export async function fileToPayload(file: File): Promise<FilePayload> {
  if (file.size > MAX_IMPORT_FILE_BYTES) throw fileTooLarge(file);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  // The core tells the format by the bytes (core/files/sniff.ts); the type is only what the browser said.
  return { fileName: file.name, mimeType: file.type, base64: btoa(binary) };
}

/** The core's refusal of a file too large (file.tooLarge), said before the file is read. */
function fileTooLarge(file: File): ApiError {
  const params = {
    // As the core names files in messages (fileParam): no control characters, bounded.
    file: file.name.replace(/\p{Cc}/gu, '').slice(0, 80),
    mb: Math.ceil(file.size / 1024 / 1024),
    maxMb: Math.round(MAX_IMPORT_FILE_BYTES / 1024 / 1024),
  };
  return new ApiError({
    code: 'bad_file',
    message: t('errors.file.tooLarge', params),
    retryable: false,
    messageId: 'file.tooLarge',
    params,
  });
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
