/**
 * Bytes of a text file -> string. Excel and Notepad on Turkish Windows produce all of these:
 * UTF-8 with a BOM ("CSV UTF-8"), UTF-8 without, UTF-16 LE with a BOM ("Unicode Text"), and the
 * legacy ANSI code page, Windows-1254 ("CSV (Comma delimited)" on a Turkish system).
 */
export type DecodedText = { text: string; encoding: string };

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  const utf16 = guessBomlessUtf16(bytes);
  if (utf16 !== null) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return decodeLegacy(bytes);
  }
}

/**
 * Not UTF-8, so a single-byte ANSI code page. Windows-1254 (Turkish) and Windows-1252 (Western)
 * agree on every byte but six letters (1254's Ğ ğ İ ı Ş ş are 1252's Ð ð Ý ý Þ þ) and two bytes
 * 1254 leaves undefined (0x8E Ž, 0x9E ž). The app serves Turkish chains, so 1254 wins unless the
 * bytes use one of those two, which only a 1252 file can.
 */
function decodeLegacy(bytes: Uint8Array): DecodedText {
  if (bytes.includes(0x8e) || bytes.includes(0x9e)) {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
  return { text: new TextDecoder('windows-1254').decode(bytes), encoding: 'windows-1254' };
}

/**
 * UTF-16 without a BOM shows as a zero byte in every other position for Latin text. Looks at the
 * start only; requires the pattern to be overwhelming so binary junk is not taken for text.
 */
function guessBomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 512);
  if (n < 8) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros >= pairs * 0.9 && evenZeros === 0) return 'utf-16le';
  if (evenZeros >= pairs * 0.9 && oddZeros === 0) return 'utf-16be';
  return null;
}
