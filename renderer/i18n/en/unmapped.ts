export const unmapped = {
  'unmapped.title': 'Sold but unmapped',
  'unmapped.lastDays': 'Unmapped items sold in the last',
  'unmapped.daysLabel': 'Days',
  'unmapped.days': '{count, plural, one {# day} other {# days}}',
  'unmapped.rankBy': 'Rank by',
  'unmapped.rank.quantity': 'Quantity',
  'unmapped.rank.revenue': 'Revenue',
  'unmapped.failedDays':
    '{count, plural, one {# day} other {# days}} could not be read; the list may be incomplete.',
  'unmapped.unreadable':
    '{count, plural, one {# check} other {# checks}} the service sent could not be read, so their items are not counted here; the Checks page shows them as sent.',
  'unmapped.reading': 'Reading checks',
  'unmapped.readingText':
    'Reading the checks of the last {days, plural, one {# day} other {# days}}… days already read are not asked again.',
  'unmapped.incompleteTitle': 'Nothing found in what could be read',
  'unmapped.incompleteDays':
    '{failed, number} of {total, plural, one {# day} other {# days}} could not be read.',
  'unmapped.incompleteChecks': '{count, plural, one {# check} other {# checks}} could not be read.',
  'unmapped.tryLater': 'Try again once the service answers.',
  'unmapped.emptyTitle': 'Nothing to do here',
  'unmapped.empty': 'No unmapped item was sold in the last {days, plural, one {# day} other {# days}}.',
  'unmapped.col.item': 'Item',
  'unmapped.col.itemNo': 'ItemNo',
  'unmapped.col.quantity': 'Quantity',
  'unmapped.col.revenue': 'Revenue',
  'unmapped.col.lastSold': 'Last sold',
  'unmapped.col.action': 'Action',
  'unmapped.mapIt': 'Map it',
  'unmapped.updating': 'Updating',
  'unmapped.ignore': 'Ignore',
  'unmapped.unignore': 'Show again',
  'unmapped.ignoredBadge': 'ignored',
  'unmapped.ignoreFailed': 'Could not change the ignore list',
  'unmapped.showIgnored':
    'Show {count, plural, one {the # ignored item} other {the # ignored items}} (ignored items stay out of this list in this branch)',
  'unmapped.markers.title': 'Notes and seat markers ({count, number})',
  'unmapped.markers.show': 'Show',
  'unmapped.markers.hide': 'Hide',
  'unmapped.markers.ignoreAll': 'Ignore {count, plural, one {it} other {all #}}',
  'unmapped.markers.rule':
    'Lines sold at no price whose name is a note (“NOT: …”, “Açıklama: …”) or a seat (“Koltuk 3”, “1. KİŞİ”). They are listed after the products, as they are usually not mapped.',
};
