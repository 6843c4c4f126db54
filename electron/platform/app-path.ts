import { resolveRendererFile } from '../core/renderer-files';

/**
 * Maps an app:// request to a file inside the renderer's folder, or null when it would leave it.
 * The path-traversal guard of the protocol is resolveRendererFile's.
 */
export function resolveAppPath(rootDir: string, requestUrl: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(requestUrl).pathname;
  } catch {
    return null;
  }
  return resolveRendererFile(rootDir, pathname);
}
