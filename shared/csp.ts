/**
 * The renderer's Content-Security-Policy, sent as a header by both hosts (Electron's app://
 * protocol and the browser preview) and repeated as a meta tag in renderer/index.html.
 * No inline or remote scripts; the only connection is to our own origin (the preview's bridge).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');
