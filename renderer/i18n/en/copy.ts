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
  'copy.table.clearOffHint': 'Not cleared unless you tick “Also clear…” below',
  'copy.table.items': 'Items',
  'copy.table.showItems': 'Show items',
  'copy.table.hideItems': 'Hide items',
  'copy.table.action': 'Action',
  'copy.table.open': 'Open to review',

  'copy.scope.label': 'Items to copy',
  'copy.scope.all': 'All items ({count, number})',
  'copy.scope.selected': 'Selected items ({count, number})',
  'copy.scope.note':
    'Only the {count, plural, one {item} other {# items}} selected in the grid {count, plural, one {is} other {are}} copied.',

  'copy.items.what': 'What happens',
  'copy.items.itemNo': 'ItemNo',
  'copy.items.name': 'Name',
  'copy.items.beforeAfter': 'Here now → copied',
  'copy.items.set': 'New',
  'copy.items.change': 'Change',
  'copy.items.clear': 'Clear',
  'copy.items.clearOff': 'Not cleared',
  'copy.items.notFound': 'Not found',
  'copy.items.byName': 'By name only',
  'copy.items.notCopied': '{code} not copied',
  'copy.items.byNameNote': '{code} not copied: ItemNo {itemNo} here has this name',
  'copy.items.none': 'Nothing to copy into this branch: it has every code already.',
  'copy.items.more':
    'And {count, plural, one {# more item} other {# more items}} (the list shows the first ones, changes first).',

  'copy.legend.notFound': 'This branch has no item with that ItemNo, so the code is not copied.',
  'copy.legend.byName':
    'Of those not found, items this branch has under the same name but another ItemNo. Not copied, as the same name can be another product here; that branch’s Suggestions offer them from the chain.',
  'copy.legend.clear':
    'Codes this branch has where the source has none. Counted and deleted only when you tick “Also clear…”.',

  'copy.picker.search': 'Find a branch',
  'copy.picker.selectAll': 'Select all shown',
  'copy.picker.none': 'None',
  'copy.picker.hasDraft': 'has a draft',
  'copy.fillEmptyOnly': 'Fill empty codes only (keep the codes the branches have)',
  'copy.keptMapped':
    '{count, plural, one {# code of the chosen branches stays as it is} other {# codes of the chosen branches stay as they are}}: only empty codes are filled.',
};
