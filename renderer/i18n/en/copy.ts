export const copy = {
  'copy.title': 'Copy codes from {branch} to other branches',
  'copy.preview': '{count, plural, =0 {Preview} one {Preview # branch} other {Preview # branches}}',
  'copy.apply': 'Copy into {count, plural, one {# draft} other {# drafts}}',
  'copy.intro':
    'Items are matched by ItemNo. Nothing is sent: the codes go into each branch’s draft, which you then review and submit branch by branch.',
  'copy.loadingBranches': 'Loading branches',
  'copy.withClears':
    'Also clear {count, plural, one {# code} other {# codes}} where this branch has none (deletions)',
  'copy.doneTitle': 'Copied into the drafts',
  'copy.doneBody': 'Open each branch to review the changes and submit them.',

  'copy.table.branch': 'Branch',
  'copy.table.set': 'Set',
  'copy.table.change': 'Change',
  'copy.table.clear': 'Clear',
  'copy.table.unchanged': 'Unchanged',
  'copy.table.notFound': 'Not found',
  'copy.table.byName': 'By name only',
  'copy.table.byNameHint': 'Matched by name, not ItemNo: offered as suggestions, not copied',
  'copy.table.action': 'Action',
  'copy.table.open': 'Open to review',

  'copy.picker.search': 'Find a branch',
  'copy.picker.selectAll': 'Select all shown',
  'copy.picker.none': 'None',
  'copy.picker.hasDraft': 'has a draft',
};
