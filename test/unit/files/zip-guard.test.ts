import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { FILE_LIMITS } from '../../../electron/core/files';
import { readMappingFileWith } from '../../../electron/core/files/mapping-file';
import { expectBadFile, rawXlsx, sheetXml, xlsx, zip } from './helpers';

async function bigSheet(): Promise<Uint8Array> {
  // Very compressible: 2,000 identical long names.
  const rows = Array.from({ length: 2_000 }, (_, i) => [i, 'Adana kebap dürüm '.repeat(20), `C${i}`]);
  return xlsx([['ItemId', 'Name', 'IntegrationCode'], ...rows]);
}

/** Rewrites every central-directory entry to claim an uncompressed size of 1 byte. */
function lieAboutSizes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes);
  const view = new DataView(out.buffer);
  for (let i = 0; i + 46 <= out.length; i++) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 1, true);
  }
  return out;
}

describe('XLSX zip guard', () => {
  it('reads the workbook within the unpacked-size limit', async () => {
    expect(await readMappingFileWith(await bigSheet(), 'm.xlsx', FILE_LIMITS)).toHaveLength(2_000);
  });

  it('refuses a workbook that unpacks beyond the limit, even when the zip lies about sizes', async () => {
    const limits = { ...FILE_LIMITS, maxUnzippedBytes: 200_000 };
    const bytes = await bigSheet();
    expect(bytes.length).toBeLessThan(limits.maxUnzippedBytes);
    await expectBadFile(readMappingFileWith(bytes, 'm.xlsx', limits), /too large once unpacked/);
    await expectBadFile(
      readMappingFileWith(lieAboutSizes(bytes), 'm.xlsx', limits),
      /too large once unpacked/,
    );
  });

  it('refuses a password-protected (encrypted) zip entry', async () => {
    const bytes = new Uint8Array(await bigSheet());
    const view = new DataView(bytes.buffer);
    for (let i = 0; i + 46 <= bytes.length; i++) {
      if (view.getUint32(i, true) === 0x02014b50)
        view.setUint16(i + 8, view.getUint16(i + 8, true) | 1, true);
    }
    await expectBadFile(readMappingFileWith(bytes, 'm.xlsx', FILE_LIMITS), /password/);
  });
});

/** `n` rows of two numeric cells, `<c` followed by `gap` (exceljs takes any XML white space). */
function cellRows(n: number, gap = ' ', prefix = ''): string {
  let xml = '';
  for (let r = 1; r <= n; r++) {
    xml += `<row r="${r}"><${prefix}c${gap}r="A${r}"><${prefix}v>${r}</${prefix}v></${prefix}c><${prefix}c${gap}r="B${r}"><${prefix}v>1</${prefix}v></${prefix}c></row>`;
  }
  return xml;
}

/** Refused before exceljs is handed the file: the census, not exceljs, said no. */
async function expectRefusedBeforeExceljs(bytes: Uint8Array, limits: typeof FILE_LIMITS, message: RegExp) {
  const load = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
  try {
    await expectBadFile(readMappingFileWith(bytes, 'm.xlsx', limits), message);
    expect(load).not.toHaveBeenCalled();
  } finally {
    load.mockRestore();
  }
}

const SMALL = { ...FILE_LIMITS, maxCells: 500 };

describe('the census counts what exceljs would build, whatever the XML looks like', () => {
  it('reads a workbook under the cell limit, refuses one over it', async () => {
    const header =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>ItemId</t></is></c><c r="B1" t="inlineStr"><is><t>IntegrationCode</t></is></c></row>';
    const rows = (n: number) =>
      header + cellRows(n).replaceAll(/<row r="(\d+)"/g, (_, r) => `<row r="${Number(r) + 1}"`);
    expect(await readMappingFileWith(rawXlsx(sheetXml(rows(100))), 'm.xlsx', SMALL)).toHaveLength(100);
    await expectRefusedBeforeExceljs(rawXlsx(sheetXml(rows(400))), SMALL, /more than 500 cells/);
  });

  it.each([
    ['a newline', '\n'],
    ['a tab', '\t'],
    ['a carriage return', '\r'],
    ['a CR LF', '\r\n'],
  ])('counts a cell whose name is followed by %s', async (_label, gap) => {
    await expectRefusedBeforeExceljs(rawXlsx(sheetXml(cellRows(300, gap))), SMALL, /more than 500 cells/);
  });

  it('counts cells written with a namespace prefix', async () => {
    await expectRefusedBeforeExceljs(
      rawXlsx(sheetXml(cellRows(300, ' ', 'x:'))),
      SMALL,
      /more than 500 cells/,
    );
  });

  it.each([
    'x/xl/worksheets/sheet1.xml',
    '/xl/worksheets/sheet1.xml',
    'xl/worksheets/./sheet1.xml',
    'xl/worksheets/sheet1.xml.bak',
    'xl/worksheets/sheet7.xmlx',
    'docProps/thumbnail.jpeg',
  ])('counts the cells of a part at %s (exceljs picks sheets by a loose name match)', async (sheetPath) => {
    await expectRefusedBeforeExceljs(
      rawXlsx(sheetXml(cellRows(300)), { sheetPath }),
      SMALL,
      /more than 500 cells/,
    );
  });

  it('counts the rows, even those without cells', async () => {
    let rows = '';
    for (let r = 1; r <= 600; r++) rows += `<row r="${r}"/>`;
    await expectRefusedBeforeExceljs(rawXlsx(sheetXml(rows)), SMALL, /more than 500 cells/);
  });

  it('counts shared strings by number, and their text by its unpacked size', async () => {
    const strings = (items: string[]) => ({
      name: 'xl/sharedStrings.xml',
      data: `<sst count="${items.length}">${items.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`,
    });
    const one = sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>');
    const few = { ...FILE_LIMITS, maxSharedStrings: 500, maxSharedStringBytes: 1024 * 1024 };
    await expectRefusedBeforeExceljs(
      rawXlsx(one, { extra: [strings(Array.from({ length: 501 }, () => 'a'))] }),
      few,
      /more than 500 texts/,
    );
    // Rich-text runs are objects too.
    await expectRefusedBeforeExceljs(
      rawXlsx(one, { extra: [strings(['<r><t>a</t></r>'.repeat(600)])] }),
      few,
      /more than 500 texts/,
    );
    // Under the count, over the size; wherever the part is.
    const long = strings(['x'.repeat(600_000), 'y'.repeat(600_000)]);
    await expectRefusedBeforeExceljs(rawXlsx(one, { extra: [long] }), few, /more than 1 MB of text/);
    await expectRefusedBeforeExceljs(
      rawXlsx(one, { extra: [{ ...long, name: 'xl/./sharedStrings.xml' }] }),
      few,
      /more than 1 MB of text/,
    );
  });

  it('counts the cells merges, data validations and defined names cover, and the merges', async () => {
    const sheet = (after: string) => sheetXml('').replace('</sheetData>', `</sheetData>${after}`);
    await expectRefusedBeforeExceljs(
      rawXlsx(sheet('<mergeCells count="1"><mergeCell ref="A1:Z100"/></mergeCells>')),
      SMALL,
      /more than 500 cells/,
    );
    await expectRefusedBeforeExceljs(
      rawXlsx(
        sheet(
          '<dataValidations count="1"><dataValidation type="list" sqref="A1:A300 C1:C300"><formula1>"a,b"</formula1></dataValidation></dataValidations>',
        ),
      ),
      SMALL,
      /more than 500 cells/,
    );
    const named = zip([
      {
        name: 'xl/workbook.xml',
        data: '<workbook><sheets/><definedNames><definedName name="all">Data!$A$1:$XFD$1048576</definedName></definedNames></workbook>',
      },
    ]);
    await expectRefusedBeforeExceljs(named, SMALL, /more than 500 cells/);
    let merges = '';
    for (let i = 1; i <= 11; i++) merges += `<mergeCell ref="A${2 * i}:A${2 * i + 1}"/>`;
    await expectRefusedBeforeExceljs(
      rawXlsx(sheet(`<mergeCells>${merges}</mergeCells>`)),
      { ...FILE_LIMITS, maxMerges: 10 },
      /more than 10 merged cell ranges/,
    );
  });

  it.each([
    [
      'a row past the last row',
      '<sheetData><row r="900000000"><c r="A900000000"><v>1</v></c></row></sheetData>',
    ],
    ['the same written with a character reference', '<sheetData><row r="&#57;00000000"/></sheetData>'],
    ['a column past the last column', '<cols><col min="1" max="300000000" width="9"/></cols><sheetData/>'],
  ])('refuses %s as damaged (exceljs would walk to it one by one)', async (_label, body) => {
    await expectRefusedBeforeExceljs(
      rawXlsx(`<worksheet>${body}</worksheet>`),
      FILE_LIMITS,
      /not a readable XLSX workbook \((row|column) \d+ is past the last (row of a sheet|column)\)/,
    );
  });

  it("reads what Excel writes: a validation down a column, merges, a filter's defined name", async () => {
    let rows =
      '<row r="1" spans="1:7"><c r="A1" t="inlineStr"><is><t>ItemId</t></is></c><c r="B1" t="inlineStr"><is><t>IntegrationCode</t></is></c><c r="E1" t="inlineStr"><is><t>Notes</t></is></c></row>';
    for (let r = 2; r <= 201; r++)
      rows += `<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}" t="inlineStr"><is><t>C${r}</t></is></c></row>`;
    const sheet = sheetXml(rows)
      .replace('<sheetData>', '<cols><col min="4" max="16384" width="9"/></cols><sheetData>')
      .replace(
        '</sheetData>',
        '</sheetData><mergeCells count="1"><mergeCell ref="E1:G1"/></mergeCells>' +
          '<dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="C2:C20000">' +
          '<formula1>"x"</formula1></dataValidation></dataValidations>',
      );
    const bytes = rawXlsx(sheet, {
      definedNames:
        '<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">Data!$A$1:$C$201</definedName>',
    });
    expect(await readMappingFileWith(bytes, 'm.xlsx', FILE_LIMITS)).toHaveLength(200);
  });
});
