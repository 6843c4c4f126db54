export const common = {
  'common.skipToMain': 'Skip to main content',
  'common.starting': 'Starting',
  'common.startFailed': 'The app could not start',
  'common.tryAgain': 'Try again',
  'common.never': 'never',
  'common.justNow': 'just now',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.refresh': 'Refresh',
  'common.clear': 'Clear',
  'common.done': 'Done',
  'common.back': 'Back',
  'common.remove': 'Remove',

  // The shell (renderer/app) and the shared components (renderer/components).
  'common.appName': 'Menu Code Mapper',
  'common.demo': 'DEMO',
  'common.readOnly': 'Read-only',
  'common.notConnected': 'Not connected',
  'common.retry': 'Retry',
  'common.dismiss': 'Dismiss',
  'common.working': 'Working',
  'common.spinnerLoading': 'Loading',
  'common.progress': 'Progress',
  'common.clearSearch': 'Clear search',
  'common.notifications': 'Notifications',
  'common.openingChecks': 'Opening checks…',
  'common.nav.main': 'Main',
  'common.nav.connection': 'Connection',
  'common.nav.branches': 'Branches',
  'common.nav.items': 'Items',
  'common.nav.checks': 'Checks',
  'common.nav.history': 'History',
  'common.nav.settings': 'Settings',
  'common.nav.locked': 'Connect to a service or try the demo first',
  'common.topBar.demoNote':
    'Sample data from the built-in simulator. Nothing here reaches a real restaurant.',
  'common.topBar.profiles': 'Connection profiles',
  'common.status.online': 'Online',
  'common.status.offline': 'Offline',
  'common.status.savedData': 'Showing saved data',
  'common.status.savedDataBecause': 'Showing saved data — {reason}',
  'common.status.budget': '{left}/{perMinute} requests left this minute',
  'common.status.budgetTitle':
    'The service allows {perSecond} requests a second and {perMinute} a minute. {left} left this second.',
  'common.status.queued': '{count} waiting',
  'common.status.warmUpTitle':
    'Checks of the last {days, plural, one {# day} other {# days}} of every branch are loaded in the background, after anything you ask for.',
  'common.status.warmUpDone': 'Last {days, plural, one {# day} other {# days}} ready',
  'common.status.warmUpRunning': 'Preparing last {days, plural, one {# day} other {# days}}: {percent}',
  'common.status.warmUpPaused':
    'Preparing last {days, plural, one {# day} other {# days}}: {percent} (paused)',
  'common.status.lastSync': 'Last sync {when}',
  'common.status.version': 'v{version}',
  'common.status.preview': 'preview',

  // The renderer's own errors (renderer/api): failures before or after main answered.
  'common.api.invalidInput': 'Invalid input.',
  'common.api.badShape': 'The app answered in an unexpected shape.',
  'common.api.unexpected': 'Something went wrong. Your draft is saved; try again.',
  'common.api.coreUnreachable': 'The app could not reach its own core. Is the preview still running?',
  'common.api.previewLocked':
    'This page has no access to the preview. Open the link the preview printed in its terminal (a link works once; press Enter there for a new one).',

  // The mapping workspace's shared state (renderer/workspace): undo steps and notices.
  'common.workspace.clearCodes': '{count, plural, one {Clear code} other {Clear # codes}}',
  'common.workspace.undoEdits': 'Undo edits',
  'common.workspace.changedElsewhere': 'Changed elsewhere: {count, plural, one {# item} other {# items}}',
  'common.workspace.changedElsewhereToast':
    'The draft was changed elsewhere: {count, plural, one {# item} other {# items}} updated in the grid.',
  'common.workspace.itemNotInBranch': "Item {itemId} is not in this branch's item list.",
};
