export const fileImport = {
  'fileImport.csv.semicolon': '; Semicolon',
  'fileImport.csv.comma': ', Comma',
  'fileImport.csv.tab': 'Tab',
  'fileImport.csv.separator': 'Separator',
  'fileImport.csv.separatorLabel': 'CSV separator',
  'fileImport.csv.decimal': 'Decimal mark',
  'fileImport.csv.decimalLabel': 'CSV decimal mark',

  'fileImport.export.done': 'Exported {file}.',
  'fileImport.export.failed': 'Export failed',
  'fileImport.export.hint': 'Export the mapping: ItemId, ItemNo, Name, IntegrationCode, Ignored, Draft',
  'fileImport.export.csv': 'Export CSV…',
  'fileImport.export.xlsx': 'XLSX',
  'fileImport.export.title': 'Export the mapping as CSV',
  'fileImport.export.confirm': 'Export',
  'fileImport.export.defaults':
    'The defaults follow the language in Settings: a Turkish Excel opens “;” and 12,50; an English one “,” and 12.50.',
  'fileImport.export.liveOnly':
    'Live codes only: leave out draft codes not sent yet (otherwise the Draft column marks them)',

  'fileImport.drop.title': 'Choose a file or drop it here',

  'fileImport.undoLabel': 'Import {file}',
  'fileImport.ignoreFailed': 'The ignore marks were not saved',
  'fileImport.applied':
    '{count, plural, one {# edit} other {# edits}} from {file} are in the draft. Review & submit to send them.',
  'fileImport.title': 'Import a mapping file',
  'fileImport.another': 'Choose another file',
  'fileImport.apply': 'Apply {count, number} to draft',
  'fileImport.readFailed': 'The file could not be read',
  'fileImport.reading': 'Reading',
  'fileImport.readingFile': 'Reading the file…',
  'fileImport.withClears':
    'Also clear {count, plural, one {# code} other {# codes}} the file leaves empty (shown as deletions in the preview)',
  'fileImport.withIgnore': 'Mark {count, plural, one {# item} other {# items}} as ignored, as in the file',
  'fileImport.withUppercase':
    'Make {count, plural, one {the # code} other {the # codes}} with lowercase letters uppercase ({example}); otherwise sent as written',
  'fileImport.learnt':
    'The file also carries {count, plural, one {# learnt suggestion decision} other {# learnt suggestion decisions}}: they are remembered for this connection when you apply it.',
  'fileImport.intro':
    'A CSV or Excel file with the columns {itemId} (or {itemNo}) and {code}; an {ignored} column is optional. An exported mapping file is the easiest start.',
  'fileImport.fileHint': 'CSV or XLSX',

  'fileImport.report.rows': 'Rows read',
  'fileImport.report.matched': 'Matched items',
  'fileImport.report.unchanged': 'Unchanged',
  'fileImport.report.set': 'Would set (new)',
  'fileImport.report.change': 'Would change',
  'fileImport.report.clear': 'Would clear',
  'fileImport.report.unknown': 'Unknown items',
  'fileImport.report.invalid': 'Invalid codes',
  'fileImport.report.ignored': 'Marked ignored',
  'fileImport.report.lowercase': 'Lowercase letters',
  'fileImport.report.nothingYet': '{file} — nothing has changed yet.',
  'fileImport.report.invalidHeading': 'Invalid codes (not imported)',
  'fileImport.report.row': 'Row',
  'fileImport.report.code': 'Code',
  'fileImport.report.why': 'Why',
  'fileImport.report.unknownHeading': 'Items not in this branch (skipped)',
  'fileImport.report.itemId': 'ItemId',
  'fileImport.report.itemNo': 'ItemNo',
  'fileImport.report.more': 'And {count, plural, one {# more row} other {# more rows}}.',
};
