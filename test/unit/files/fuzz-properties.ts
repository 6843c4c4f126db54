/**
 * Property-based fuzzing of the file readers: whatever bytes arrive, a reader resolves with
 * well-formed rows or rejects with AppError('bad_file') and a short message, never anything else
 * (no TypeError, no hang, no unhandled rejection). Shared with the reliability suite, which runs
 * the same properties with 10,000 cases: `fuzzReader(read, { runs: 10_000, ... })`.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { AppError } from '../../../electron/core/errors';

/** Default cases per property; FUZZ_RUNS=10000 in the environment for the long run. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 500);

export type FuzzTally = {
  resolved: number;
  refused: number;
  /** Per generator (csv-like, bytes, text, magic, xlsx-mutated): for the reliability figures. */
  byKind: Record<string, { resolved: number; refused: number }>;
};

export type FileInput = { bytes: Uint8Array; fileName: string; kind: string };

const FILE_NAMES = ['mapping.csv', 'mapping.xlsx', 'export.txt', 'noextension', 'old.xls', 'Ürünler.CSV'];

const HEADERS = [
  'ItemId',
  'Item Id',
  'item_id',
  'ITEMNO',
  'Item No',
  'Name',
  'IntegrationCode',
  'integration code',
  'Code',
  'Ignored',
  'Ürün Kodu',
  'Ürün Adı',
  'Grup',
  'Product Code',
];

const CELLS = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('=1+1', '+A1', '-5', '@SUM(A1)', "'=x", '"', '""', 'a"b', 'x,y', 'x;y', 'a\nb', 'a\r\nb'),
  fc.constantFrom('Adana Kebap Dürüm', 'ÇİĞ KÖFTE', 'ıişğüöç', 'yes', 'no', 'x', '', ' ', 'ADK1', '\u0007'),
);

function encode(text: string, encoding: 'utf8' | 'utf8bom' | 'utf16le' | 'utf16be' | 'latin'): Uint8Array {
  if (encoding === 'latin') return new Uint8Array([...text].map((c) => (c.codePointAt(0) ?? 0) & 0xff));
  if (encoding === 'utf8' || encoding === 'utf8bom') {
    const body = new TextEncoder().encode(text);
    if (encoding === 'utf8') return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  const out = new Uint8Array(2 + text.length * 2);
  out.set(encoding === 'utf16le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out.set(encoding === 'utf16le' ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff], 2 + i * 2);
  }
  return out;
}

const ENCODINGS = fc.constantFrom('utf8', 'utf8bom', 'utf16le', 'utf16be', 'latin') as fc.Arbitrary<
  'utf8' | 'utf8bom' | 'utf16le' | 'utf16be' | 'latin'
>;

/** CSV-shaped text: known and unknown headers, random cells, quoting, delimiters, line ends. */
const csvLike: fc.Arbitrary<FileInput> = fc
  .record({
    header: fc.oneof(
      fc.array(fc.oneof(fc.constantFrom(...HEADERS), fc.string({ maxLength: 8 })), { maxLength: 7 }),
      // Mostly a header both readers accept, so the rows beneath get parsed too.
      fc
        .tuple(
          fc.constantFrom(
            ['ItemId', 'IntegrationCode', 'Name'],
            ['Item No', 'Code', 'Name', 'Ignored'],
            ['item_id', 'ITEMNO', 'Ürün Kodu', 'Ürün Adı', 'Grup'],
          ),
          fc.array(fc.oneof(fc.constantFrom(...HEADERS), fc.string({ maxLength: 8 })), { maxLength: 2 }),
        )
        .chain(([must, extra]) =>
          fc.shuffledSubarray([...must, ...extra], { minLength: must.length + extra.length }),
        ),
    ),
    rows: fc.array(fc.array(CELLS, { maxLength: 8 }), { maxLength: 25 }),
    delimiter: fc.constantFrom(',', ';', '\t', '|'),
    newline: fc.constantFrom('\n', '\r\n', '\r'),
    quote: fc.constantFrom('never', 'always', 'needed', 'broken'),
    sepLine: fc.boolean(),
    encoding: ENCODINGS,
    // Text named .xlsx is refused outright ("not really a workbook"): mostly give text names.
    fileName: fc.oneof(
      { arbitrary: fc.constantFrom('mapping.csv', 'export.txt', 'noextension', 'Ürünler.CSV'), weight: 5 },
      { arbitrary: fc.constantFrom(...FILE_NAMES), weight: 1 },
    ),
  })
  .map(({ header, rows, delimiter, newline, quote, sepLine, encoding, fileName }) => {
    const field = (cell: string) => {
      if (quote === 'never') return cell;
      if (quote === 'broken') return `"${cell}`;
      if (quote === 'always' || /["\r\n,;\t|]/.test(cell)) return `"${cell.replace(/"/g, '""')}"`;
      return cell;
    };
    const lines = [header, ...rows].map((r) => r.map(field).join(delimiter));
    const text = (sepLine ? `sep=${delimiter}${newline}` : '') + lines.join(newline);
    return { bytes: encode(text, encoding), fileName, kind: 'csv-like' };
  });

const randomBytes: fc.Arbitrary<FileInput> = fc
  .record({ bytes: fc.uint8Array({ maxLength: 2048 }), fileName: fc.constantFrom(...FILE_NAMES) })
  .map((r) => ({ ...r, kind: 'bytes' }));

const randomText: fc.Arbitrary<FileInput> = fc
  .record({
    text: fc.string({ unit: 'binary', maxLength: 400 }),
    encoding: ENCODINGS,
    fileName: fc.constantFrom(...FILE_NAMES),
  })
  .map(({ text, encoding, fileName }) => ({ bytes: encode(text, encoding), fileName, kind: 'text' }));

/** Magic numbers followed by junk: what a damaged or mislabelled file starts with. */
const fakeMagic: fc.Arbitrary<FileInput> = fc
  .record({
    magic: fc.constantFrom(
      [0x50, 0x4b, 0x03, 0x04],
      [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
      [0xef, 0xbb, 0xbf],
    ),
    rest: fc.uint8Array({ maxLength: 512 }),
    fileName: fc.constantFrom(...FILE_NAMES),
  })
  .map(({ magic, rest, fileName }) => {
    const bytes = new Uint8Array(magic.length + rest.length);
    bytes.set(magic);
    bytes.set(rest, magic.length);
    return { bytes, fileName, kind: 'magic' };
  });

/** A real workbook with bytes overwritten, removed or cut short: exercises the zip and XML paths. */
function mutatedXlsx(seeds: Uint8Array[]): fc.Arbitrary<FileInput> {
  return fc
    .record({
      seed: fc.integer({ min: 0, max: seeds.length - 1 }),
      edits: fc.array(
        fc.tuple(
          fc.nat(),
          // Arbitrary bytes, and the characters that break XML or its entities and numbers.
          fc.oneof(
            fc.integer({ min: 0, max: 255 }),
            fc.constantFrom(...[...'<>"&;/=0-9.eE '].map((c) => c.charCodeAt(0))),
          ),
        ),
        { minLength: 1, maxLength: 8 },
      ),
      // Cut short in one case out of five; a cut always loses the zip directory.
      cut: fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.nat(), weight: 1 }),
      fileName: fc.constantFrom(...FILE_NAMES),
    })
    .map(({ seed, edits, cut, fileName }) => {
      const source = seeds[seed] ?? new Uint8Array();
      const bytes = new Uint8Array(source);
      for (const [at, value] of edits) bytes[at % bytes.length] = value;
      const end = cut === undefined ? bytes.length : Math.max(4, cut % bytes.length);
      return { bytes: bytes.subarray(0, end), fileName, kind: 'xlsx-mutated' };
    });
}

export function fileInputs(xlsxSeeds: Uint8Array[]): fc.Arbitrary<FileInput> {
  return fc.oneof(
    { arbitrary: csvLike, weight: 4 },
    { arbitrary: randomBytes, weight: 2 },
    { arbitrary: randomText, weight: 2 },
    { arbitrary: fakeMagic, weight: 1 },
    { arbitrary: mutatedXlsx(xlsxSeeds), weight: 3 },
  );
}

/**
 * Runs `read` on generated files: each call must resolve (and `checkResult` must accept what came
 * back) or reject with AppError('bad_file') carrying a short, readable message.
 */
export async function fuzzReader<T>(
  read: (bytes: Uint8Array, fileName: string) => Promise<T>,
  opts: { runs: number; xlsxSeeds: Uint8Array[]; checkResult: (result: T) => void; seed?: number },
): Promise<FuzzTally> {
  const tally = {
    resolved: 0,
    refused: 0,
    byKind: {} as Record<string, { resolved: number; refused: number }>,
  };
  const count = (kind: string, outcome: 'resolved' | 'refused') => {
    const k = tally.byKind[kind] ?? { resolved: 0, refused: 0 };
    k[outcome]++;
    tally.byKind[kind] = k;
    tally[outcome]++;
  };
  await fc.assert(
    fc.asyncProperty(fileInputs(opts.xlsxSeeds), async ({ bytes, fileName, kind }) => {
      let result: T;
      try {
        result = await read(bytes, fileName);
      } catch (e) {
        if (!(e instanceof AppError) || e.code !== 'bad_file') throw e;
        expect(e.message.length).toBeGreaterThan(10);
        expect(e.message.length).toBeLessThan(700);
        count(kind, 'refused');
        return;
      }
      opts.checkResult(result);
      count(kind, 'resolved');
    }),
    { numRuns: opts.runs, ...(opts.seed === undefined ? {} : { seed: opts.seed }) },
  );
  return tally;
}
