export const settings = {
  'settings.title': 'Settings',
  'settings.subtitle': 'Changes are saved as you make them.',
  'settings.saved': 'Saved',
  'settings.wholeNumber': 'Enter a whole number from {min} to {max}.',
  'settings.loadFailed': 'Settings could not be read; defaults are used.',
  'settings.saveFailed': 'The setting was not saved.',

  'settings.appearance.heading': 'Language and appearance',
  'settings.language.label': 'Language',
  // Each language is named in itself, in both catalogues: a user who cannot read the other one finds theirs.
  'settings.language.tr': 'Türkçe',
  'settings.language.en': 'English',
  'settings.language.hint':
    'Also the default for CSV exports: Türkçe writes “;” separators and decimal commas (12,50), as a Turkish Excel opens them; English writes “,” and decimal points (12.50).',
  'settings.theme.label': 'Theme',
  'settings.theme.system': 'Same as system',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'settings.theme.hint': '“Same as system” follows your computer’s light or dark mode.',

  'settings.sending.heading': 'Sending codes',
  'settings.batchSize.label': 'Batch size',
  'settings.batchSize.suffix': 'records',
  'settings.batchSize.hint':
    'Records per request when submitting codes. The service accepts up to 1000; 500 is a safe default. Smaller batches lose less when a slow branch times out.',
  'settings.timeout.label': 'Default timeout',
  'settings.timeout.suffix': 'seconds',
  'settings.timeout.hint':
    'How long to wait for a branch server before reporting it as slow or unreachable (at least {min} seconds). New profiles and the demo start with it; each profile can override it.',
  'settings.maxAnswer.label': 'Largest answer',
  'settings.maxAnswer.suffix': 'MB',
  'settings.maxAnswer.hint':
    "The largest list of items or checks the app reads from the service; a bigger answer is refused unread, so a misbehaving service cannot exhaust the computer's memory. Applies from the next connect.",

  'settings.checks.heading': 'Checks',
  'settings.warmDays.label': 'Keep recent days ready',
  'settings.warmDays.suffix': 'days',
  'settings.warmDays.hint':
    'While connected and online, the app loads the checks of this many past days of every branch in the background, so they open at once. It gives way to anything you ask for and uses the quiet part of the request budget. 0 turns it off.',

  'settings.suggestions.heading': 'Suggestions',
  'settings.threshold.label': 'Accept-all threshold',
  'settings.threshold.hint':
    '“Accept all” takes only suggestions at least this confident. Accepted suggestions still go to the draft and the preview first.',

  'settings.learnt.label': 'Learnt from your decisions',
  'settings.learnt.unavailable': 'Connect to see what suggestions learnt for this connection.',
  'settings.learnt.empty':
    'Nothing yet. Accepting a suggestion teaches “this name is this code”; “Not this” teaches the opposite. Every branch of the connection uses them.',
  'settings.learnt.posName': 'POS name',
  'settings.learnt.decision': 'Decision',
  'settings.learnt.code': 'Code',
  'settings.learnt.learnt': 'Learnt',
  'settings.learnt.action': 'Action',
  'settings.learnt.alias': 'is',
  'settings.learnt.never': 'is never',
  'settings.learnt.origin.suggestion': 'in the suggestions',
  'settings.learnt.origin.typed': 'typed by hand',
  'settings.learnt.origin.file': 'from a mapping file',
  'settings.learnt.when': '{origin}, {when}',
  'settings.learnt.removeFailed': 'The decision could not be removed',

  'settings.about.heading': 'About',
  'settings.about.version': 'Version',
  'settings.about.runningAs': 'Running as',
  'settings.about.desktop': 'Desktop app',
  'settings.about.preview': 'Browser preview (development)',
  'settings.about.credentials': 'Credentials',
  'settings.about.secretStore': 'Encrypted with the operating system’s secret store',
  'settings.about.sessionOnly': 'Kept for this session only (no secret store on this computer)',
};
