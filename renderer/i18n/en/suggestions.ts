export const suggestions = {
  'suggestions.catalogue.loaded': 'Catalogue loaded: {count, plural, one {# product} other {# products}}.',
  'suggestions.catalogue.failed': 'The catalogue could not be read',
  'suggestions.catalogue.another': 'Load another catalogue',
  'suggestions.catalogue.load': 'Load product catalogue',
  'suggestions.catalogue.file': 'Product catalogue file',
  'suggestions.rememberFailed': 'The decision could not be remembered',
  'suggestions.thresholdFailed': 'The threshold could not be saved',

  'suggestions.source.chain': 'mapped in {branch} · item {itemNo}',
  'suggestions.source.learnt': 'learnt from your decisions',
  'suggestions.source.catalogue': 'catalogue',
  'suggestions.row.itemId': 'ItemId {id}',
  'suggestions.row.confidence': 'Suggestions like this were right about {percent} of the time',
  'suggestions.row.accepted': 'Accepted',
  'suggestions.row.accept': 'Accept',
  'suggestions.row.rejectHint': 'Never suggest {code} for “{name}” again',
  'suggestions.row.reject': 'Not this',

  'suggestions.undo.acceptAll': 'Accept {count, plural, one {# suggestion} other {# suggestions}}',
  'suggestions.undo.accept': 'Accept {code}',
  'suggestions.acceptedAll':
    '{count, plural, one {# suggested code is} other {# suggested codes are}} in the draft.',
  'suggestions.bulk.title': 'Accept {count, plural, one {# suggestion} other {# suggestions}}?',
  'suggestions.bulk.confirm': 'Accept {count, number}',
  'suggestions.bulk.drafts':
    '{count, plural, one {# item gets its} other {# items get their}} best code at {percent} or more into the draft. Nothing is sent until you review and send.',
  'suggestions.bulk.duplicates':
    '{count, plural, one {# of them would share its} other {# of them would share their}} code with another item of the branch.',
  'suggestions.bulk.noDuplicates': 'None of them would share a code with another item of the branch.',
  'suggestions.bulk.typed': 'Codes you typed or edited: none are changed.',
  'suggestions.bulk.skipped':
    '{count, plural, one {# item with} other {# items with}} a code or a draft of yours {count, plural, one {is} other {are}} skipped.',
  'suggestions.bulk.nothing': 'Every item above the threshold already has a code or a draft of yours.',
  'suggestions.title': 'Suggested codes',
  'suggestions.acceptedCount': '{count, number} accepted into the draft',
  'suggestions.nothingYet': 'Nothing is applied until you accept.',
  'suggestions.matching': 'Matching',
  'suggestions.matchingText': 'Matching item names against the catalogue and the chain…',
  'suggestions.empty.title': 'Nothing to suggest from yet',
  'suggestions.empty.text':
    'Suggestions come from the items already mapped in your other branches (load a mapped branch first) and from your product catalogue: a CSV or Excel file from your own system with a code and a name per product (a group column is optional). If you have either already, no name is close enough to an unmapped item.',
  'suggestions.unavailable': 'Suggestions are not available',
  'suggestions.withCandidates':
    '{count, plural, one {# unmapped item has candidates.} other {# unmapped items have candidates.}}',
  'suggestions.threshold': 'Threshold',
  'suggestions.thresholdLabel': 'Confidence threshold',
  'suggestions.thresholdHint': 'Remembered for next time',
  'suggestions.noneLeft': 'None left at {percent} or more',
  'suggestions.acceptAll': 'Accept {count, number} at {percent} or more',
  'suggestions.showMore': 'Show {count, number} more',
};
