export const checkSummary = {
  // Counts shared by the cards.
  'checkSummary.checks': '{count, plural, one {# check} other {# checks}}',
  'checkSummary.daysFailed':
    '{count, plural, one {# day could not be loaded} other {# days could not be loaded}}',
  'checkSummary.checksUnreadable':
    '{count, plural, one {# check could not be read} other {# checks could not be read}}',
  'checkSummary.daysIncomplete': '{count, plural, one {# day is incomplete} other {# days are incomplete}}',

  // Days read in part: the totals hold only the checks that could be read.
  'checkSummary.incomplete.title': 'These totals miss checks',

  // Empty summaries.
  'checkSummary.empty.incompleteTitle': 'Nothing could be summed up',
  'checkSummary.empty.seeAbove': 'See above for why, and retry.',
  'checkSummary.empty.title': 'Nothing to sum up',
  'checkSummary.empty.body': 'No check is listed: load some days or loosen the filters.',

  // The figures at the top.
  'checkSummary.kpi.netSales': 'Net sales',
  'checkSummary.kpi.openUnpaid':
    '{count, plural, one {# open check, not paid yet} other {# open checks, not paid yet}}',
  'checkSummary.kpi.average': 'average check {amount}',
  'checkSummary.kpi.noSales': 'no sale checks',
  'checkSummary.kpi.discounts': 'Discounts',
  'checkSummary.kpi.discountsNote': 'given on sale checks',
  'checkSummary.kpi.returns': 'Returns',
  'checkSummary.kpi.returnCount': '{count, plural, one {# return} other {# returns}}',
  'checkSummary.kpi.none': 'none',
  'checkSummary.kpi.collections': 'Collections',
  'checkSummary.kpi.expenses': 'Expenses',
  'checkSummary.kpi.checksListed': 'Checks listed',
  'checkSummary.kpi.notReconciled':
    '{count, plural, one {# check not reconciled} other {# checks not reconciled}}',
  'checkSummary.kpi.unreconcilable':
    '{count, plural, one {# check could not be reconciled} other {# checks could not be reconciled}}',
  'checkSummary.kpi.allReconciled': 'all reconciled',
  'checkSummary.kpi.unknownKind':
    '{count, plural, one {# check of unknown kind} other {# checks of unknown kind}}',

  // Net sales per day.
  'checkSummary.perDay.title': 'Net sales per day',
  'checkSummary.perDay.note': 'paid sale checks, returns subtracted',
  'checkSummary.perDay.none': 'No sale checks listed.',
  'checkSummary.perDay.netSales': 'Net sales',
  'checkSummary.perDay.partial': 'Day not over: so far',
  'checkSummary.perDay.incomplete': 'Incomplete: some checks of this day could not be read or loaded',
  'checkSummary.perDay.saleChecks': '{count, plural, one {# sale check} other {# sale checks}}',
  'checkSummary.perDay.returns': 'Returns {amount} (included)',

  // A chain, branch by branch.
  'checkSummary.branches.title': 'By branch',
  'checkSummary.branches.note': 'click a heading to sort; returns subtracted from net sales',
  'checkSummary.branches.caption': 'Figures of each branch, and the chain in total',
  'checkSummary.branches.branch': 'Branch',
  'checkSummary.branches.net': 'Net sales',
  'checkSummary.branches.checks': 'Checks',
  'checkSummary.branches.average': 'Average check',
  'checkSummary.branches.returns': 'Returns',
  'checkSummary.branches.discounts': 'Discounts',
  'checkSummary.branches.collections': 'Collections',
  'checkSummary.branches.expenses': 'Expenses',
  'checkSummary.branches.share': 'Share',
  'checkSummary.branches.total': 'All branches',
  'checkSummary.branchDays.title': 'Net sales per day by branch',
  'checkSummary.branchDays.note': 'paid sale checks, returns subtracted',
  'checkSummary.branchDays.description':
    '{count, plural, one {# branch} other {# branches}} over {days, plural, one {# day} other {# days}}; the table view shows the same figures.',
  'checkSummary.branchDays.others': '{count, plural, one {# other branch} other {# other branches}}',
  'checkSummary.branchDays.view': 'Show as',
  'checkSummary.branchDays.asChart': 'Chart',
  'checkSummary.branchDays.asTable': 'Table',
  'checkSummary.branchDays.day': 'Day',

  // Paid how.
  'checkSummary.payments.title': 'Paid how',
  'checkSummary.payments.note': 'sale checks, net of returns',
  'checkSummary.payments.none': 'No payments on the sale checks listed.',
  'checkSummary.paymentType.cash': 'Cash',
  'checkSummary.paymentType.creditCard': 'Credit card',
  'checkSummary.paymentType.mealCard': 'Meal card',
  'checkSummary.paymentType.onAccount': 'On account',
  'checkSummary.paymentType.nonPayable': 'Not payable',
  'checkSummary.paymentType.none': '(no payment type)',

  // By outlet.
  'checkSummary.outlet.title': 'By outlet',
  'checkSummary.outlet.note': 'sale checks',
  'checkSummary.outlet.outlet': 'Outlet',
  'checkSummary.outlet.checks': 'Checks',
  'checkSummary.outlet.payments': 'Payments',
  'checkSummary.outlet.share': 'Share',
  'checkSummary.outlet.none': '(no outlet)',

  // By kind.
  'checkSummary.kind.title': 'By kind',
  'checkSummary.kind.note': 'returns count negative',
  'checkSummary.kind.kind': 'Kind',
  'checkSummary.kind.checks': 'Checks',
  'checkSummary.kind.returns': 'of which returns',
  'checkSummary.kind.open': 'still open',
  'checkSummary.kind.items': 'Items',
  'checkSummary.kind.discounts': 'Discounts',
  'checkSummary.kind.payments': 'Payments',

  // Top items.
  'checkSummary.top.byQuantity': 'Top items by quantity',
  'checkSummary.top.byRevenue': 'Top items by revenue',
  'checkSummary.top.note': 'sale checks, returns subtracted',
  'checkSummary.top.none': 'No items sold.',
  'checkSummary.top.item': 'Item',
  'checkSummary.top.quantity': 'Qty',
  'checkSummary.top.revenue': 'Revenue',
  'checkSummary.top.notMapped': 'Not mapped',

  // Sold but not mapped.
  'checkSummary.unmapped.title': 'Sold but not mapped',
  'checkSummary.unmapped.note': 'no IntegrationCode yet',
  'checkSummary.unmapped.incomplete': 'None on the checks that could be read; {what}.',
  'checkSummary.unmapped.allMapped': 'Every item sold here has an IntegrationCode.',
  'checkSummary.unmapped.branch': 'Branch',
  'checkSummary.unmapped.action': 'Action',
  'checkSummary.unmapped.map': 'Map',

  // Returns and expenses.
  'checkSummary.apart.title': 'Returns and expenses',
  'checkSummary.apart.note': 'kept apart from sales',
  'checkSummary.apart.returns': 'Returns',
  'checkSummary.apart.expenses': 'Expenses',
  'checkSummary.apart.collections': 'Collections',
  'checkSummary.expenses.largest': 'Largest expenses',
  'checkSummary.expenses.date': 'Date',
  'checkSummary.expenses.amount': 'Amount',
  'checkSummary.expenses.noInfo': '(no account info)',

  // Reconciliation.
  'checkSummary.reconcile.title': 'Not reconciled',
  'checkSummary.reconcile.note': 'payments differ from items minus discounts',
  'checkSummary.reconcile.check': 'Check',
  'checkSummary.reconcile.expected': 'Expected',
  'checkSummary.reconcile.paid': 'Paid',
  'checkSummary.reconcile.difference': 'Difference',
  'checkSummary.reconcile.checkNumber': '{day} · no. {number}',
  'checkSummary.unreconcilable.title': 'Could not reconcile',
  'checkSummary.unreconcilable.note': 'a line, payment or discount of the check could not be read',
  'checkSummary.unreconcilable.reason': 'could not reconcile: {parts} unreadable',
  'checkSummary.unreconcilable.lines': '{count, plural, one {# line} other {# lines}}',
  'checkSummary.unreconcilable.payments': '{count, plural, one {# payment} other {# payments}}',
  'checkSummary.unreconcilable.discounts': '{count, plural, one {# discount} other {# discounts}}',

  // The export menu.
  'checkSummary.export.button': 'Export',
  'checkSummary.export.nothing': 'Nothing to export',
  'checkSummary.export.listedHint': 'Export the {count, plural, one {# check} other {# checks}} listed',
  'checkSummary.export.what': '{count, plural, one {# check} other {# checks}} listed, filters applied',
  'checkSummary.export.formats': 'Export format',
  'checkSummary.export.xlsx': 'Excel workbook',
  'checkSummary.export.xlsxHint': 'Checks, item lines, payments and discounts on four sheets',
  'checkSummary.export.csvChecks': 'CSV: checks',
  'checkSummary.export.csvChecksHint': 'One row per check',
  'checkSummary.export.csvLines': 'CSV: item lines',
  'checkSummary.export.csvLinesHint': 'One row per item or condiment',
  'checkSummary.export.csvPayments': 'CSV: payments',
  'checkSummary.export.csvPaymentsHint': 'One row per payment',
  'checkSummary.export.csvDiscounts': 'CSV: discounts',
  'checkSummary.export.csvDiscountsHint': 'One row per discount',
  'checkSummary.export.done': 'Exported {count, plural, one {# check} other {# checks}} to {file}.',
  'checkSummary.export.writing': 'Writing the file',
  'checkSummary.export.progress':
    '{done, number} of {total, plural, one {# check} other {# checks}} · {size}',
  'checkSummary.export.started': 'Exporting {count, plural, one {# check} other {# checks}}…',
  'checkSummary.export.cancel': 'Cancel',
  'checkSummary.export.cancelled': 'Export cancelled. No file was saved.',
  'checkSummary.export.failed': 'Export failed',
  'checkSummary.export.failedAdviceXlsx':
    'Export fewer days at a time, or export as CSV: a CSV holds one table and needs far less memory.',
  'checkSummary.export.failedAdviceCsv': 'Export fewer days at a time, or filter the list first.',
  'checkSummary.export.asCsv': 'Export checks as CSV',
  'checkSummary.export.incompleteTitle':
    '{count, plural, one {# day of this range is incomplete} other {# days of this range are incomplete}}',
  'checkSummary.export.incompleteBody': 'The file will hold only the checks that could be read.',
};
