export const connection = {
  // The Connection page (renderer/features/connection/index.tsx).
  'connection.title': 'Connection',
  'connection.subtitle':
    'Profiles for your integration service. Credentials are write-only: once saved they are never shown again.',
  'connection.tryDemo': 'Try the demo',
  'connection.newProfile': 'New profile',
  'connection.noSecretStore': 'No secret store on this computer',
  'connection.noSecretStoreText':
    'Credentials are kept for this session only: you will be asked for them again after the app restarts.',

  // The welcome screen.
  'connection.welcome.title': 'Welcome to Menu Code Mapper',
  'connection.welcome.intro':
    'Map every menu item of every branch to your product codes, check the result before it goes live, and browse sales — even when a branch server is offline.',
  'connection.welcome.connect': 'Connect to your service',
  'connection.welcome.connectText':
    'Use the address, user name, AccessToken and password your integration provider gave you. You can keep several connections, for example test and production.',
  'connection.welcome.demoText':
    'A sample restaurant chain runs inside the app: branches, thousands of menu items and weeks of checks. Nothing leaves this computer.',
  'connection.welcome.demoStarting': 'Starting the sample service and signing in…',
  'connection.welcome.noSecretStoreText':
    'Your AccessToken and password can only be kept for this session. You will be asked for them again after the app restarts.',

  // What went wrong on connect or save: a heading per kind of failure.
  'connection.error.bad_access_key': 'The AccessToken was refused',
  'connection.error.bad_credentials': 'Wrong user name or password',
  'connection.error.token_rejected': 'The service refused the session',
  'connection.error.unreachable': 'The service could not be reached',
  'connection.error.timeout': 'The service did not answer in time',
  'connection.error.throttled': 'The service asks us to slow down',
  'connection.error.invalid_input': 'Check the profile',
  'connection.error.secret_store_unavailable': 'Credentials cannot be stored on this computer',
  'connection.error.other': 'Could not connect',
  'connection.connectedOffline': 'Connected offline',
  'connection.connectedOfflineText':
    'The service could not be reached. Saved data is shown; it refreshes when the service answers.',
  'connection.loadFailed': 'The connection profiles could not be read.',

  // The list of profiles.
  'connection.list.label': 'Connection profiles',
  'connection.list.connected': 'Connected',
  'connection.list.connectedOffline': 'Connected, offline',
  'connection.list.disconnect': 'Disconnect',
  'connection.list.connect': 'Connect',
  'connection.secrets.stored': 'Stored securely',
  'connection.secrets.session': 'Kept for this session only',
  'connection.secrets.missing': 'Missing',
  'connection.secrets.required': 'Required',

  // The editor: one profile, the demo profile, and the danger zone.
  'connection.editor.newTitle': 'New connection profile',
  'connection.demo.text':
    'The demo runs a sample integration service inside the app, on this computer only. Its address and credentials are managed for you and change on every start.',
  'connection.demo.start': 'Start the demo',
  'connection.forget.heading': 'Forget credentials',
  'connection.forget.text': 'Wipes the stored AccessToken and password. The profile itself stays.',
  'connection.forget.button': 'Forget credentials',
  'connection.forget.confirmTitle': 'Forget the credentials?',
  'connection.forget.confirmText':
    'The AccessToken and password of "{name}" will be wiped from this computer. You will need to enter them again to connect.',
  'connection.forget.done': 'The AccessToken and password of "{name}" were wiped.',
  'connection.delete.heading': 'Delete profile',
  'connection.delete.text':
    '{active, select, yes {Removes the profile and its credentials and disconnects it. Saved branch data stays.} other {Removes the profile and its credentials. Saved branch data stays.}}',
  'connection.delete.button': 'Delete…',
  'connection.delete.confirmTitle': 'Delete "{name}"?',
  'connection.delete.confirmButton': 'Delete profile',
  'connection.delete.confirmText':
    '{active, select, yes {The profile and its stored credentials will be removed, and the app disconnects. This cannot be undone.} other {The profile and its stored credentials will be removed. This cannot be undone.}}',
  'connection.delete.done': 'The profile "{name}" was deleted.',

  // The profile form.
  'connection.form.name': 'Profile name',
  'connection.form.namePlaceholder': 'e.g. Production',
  'connection.form.nameError': 'Give the profile a name, e.g. "Production".',
  'connection.form.baseUrl': 'Service address',
  'connection.form.baseUrlPlaceholder': 'https://integration.example.com',
  'connection.form.baseUrlError': 'Enter the service address, starting with https:// or http://.',
  'connection.form.allowPlainHttp': 'Send the AccessToken and password unencrypted to this http:// address',
  'connection.form.allowPlainHttpError': 'Confirm this, or use an https:// address.',
  'connection.form.plainHttpWarning':
    'Over plain http:// to another computer, the credentials travel unencrypted.',
  'connection.form.username': 'User name',
  'connection.form.kind': 'Connects to',
  'connection.form.kindService': 'The POS service',
  'connection.form.kindTeam': 'Our team server',
  'connection.form.kindTeamHint':
    'The team server holds the service credentials and calls the service for the whole team: sign in with the team user your admin gave you.',
  'connection.form.teamUser': 'Team user',
  'connection.form.teamUrl': 'Team server address',
  'connection.form.teamPassword': 'Team password',
  'connection.form.teamNeedsTls': 'A team server on another computer is reached over https://.',
  'connection.form.usernameError': 'Enter the user name.',
  'connection.form.timeout': 'Timeout',
  'connection.form.seconds': 'seconds',
  'connection.form.timeoutHint': 'At least {min} seconds. Slow branch servers may need more.',
  'connection.form.timeoutError': 'Use at least {min} seconds.',
  'connection.form.credentials': 'Credentials',
  'connection.form.credentialsStored':
    'Encrypted with your operating system’s secret store. They are never shown again, not even here.',
  'connection.form.credentialsSession':
    'This computer has no secret store: credentials are kept in memory for this session only and asked again after a restart.',
  'connection.form.secretsForgotten':
    'The address or user name changed: the stored AccessToken and password will be forgotten when you save, so they are never sent anywhere else. Enter them again.',
  'connection.form.accessToken': 'AccessToken',
  'connection.form.password': 'Password',
  'connection.form.keepHint': 'Leave empty to keep the current one.',
  'connection.form.unchanged': 'Unchanged',
  'connection.form.accessTokenToo': 'Enter the AccessToken too.',
  'connection.form.passwordToo': 'Enter the password too.',
  'connection.form.secretTooLong': 'Use at most {max} characters.',
  'connection.form.neededToConnect': 'Needed to connect.',
  'connection.form.readOnlyHint':
    'Browse, search and export, but never change integration codes with this profile.',
  'connection.form.currentPassword': 'Current password',
  'connection.form.currentPasswordHint':
    'Needed to turn read-only off: the stored password, as entered before.',
  'connection.form.currentPasswordError': 'Enter the current password to turn read-only off.',
  'connection.form.advanced': 'Advanced: field names of this service',
  'connection.form.advancedText':
    'The app finds check and item fields by their common names. If this service names one otherwise (a payment amount, the kind of a check…), name it here, one a line:',
  'connection.form.overrideExample': 'check.kind = Belge',
  'connection.form.fieldNames': 'Field names',
  'connection.form.meanings': 'Meanings: {list}.',
  'connection.form.overrideSyntax':
    'Line {line}: write it as "meaning = FieldName", e.g. "check.kind = Belge".',
  'connection.form.overrideUnknown': 'Line {line}: "{meaning}" is not one of the meanings listed below.',
  'connection.form.overrideFormat':
    'Line {line}: a ".format" takes dd/MM/yyyy or MM/dd/yyyy, a ".zone" an offset from UTC such as +03:00.',
  'connection.form.saveAndConnect': 'Save and connect',
  // A change to how a profile connects is tried before it is saved (sign-in and branch list).
  'connection.try.progress': 'Trying sign-in and branch list…',
  'connection.try.keptConnected': 'Nothing was saved; you are still connected to {name} ({host}).',
  'connection.try.stillConnected': 'You are still connected to {name} ({host}).',
  'connection.try.offlineAfterDisconnect':
    'To open this profile offline on its saved data, disconnect first.',
  'connection.try.notSaved': 'Nothing was saved.',
  'connection.try.saveUntried': 'Save without connecting',
  'connection.try.saveUntriedHint':
    'Keep the profile as typed without trying it, e.g. for a service that is down right now. It does not become the connection in use.',

  // The service check.
  'connection.check.heading': 'Service check',
  'connection.check.text':
    'Finds out what this service does where the vendor’s spec is silent. Read-only: a few calls within the rate limits; no code is changed.',
  'connection.check.run': 'Check the service',
  'connection.check.support': 'Save a support file',
  'connection.check.supportFirst': 'Check the service first',
  'connection.check.supportTitle': 'For the vendor: raw samples, secrets and personal data removed',
  'connection.check.failed': 'The service check failed',
  'connection.check.supportFailed': 'The support file could not be made',
  'connection.check.supportSaved': 'Saved {file}: secrets and personal data removed.',
  'connection.check.when': 'Checked {when} · {calls, plural, one {# call} other {# calls}} to {service}',
  'connection.check.ok': 'OK',
  'connection.check.note': 'Differs',
  'connection.check.unknown': 'Could not tell',
  'connection.check.seen': 'Seen',
  'connection.check.app': 'App',
  'connection.check.overrides':
    'Field names this service uses that the reader does not try first (proposed as field overrides): {list}.',
  'connection.status.notAnsweringSince': 'Not answering since {time}.',
  'connection.status.branchesOffline':
    '{count, plural, one {# branch not answering} other {# branches not answering}}',
  'connection.status.branchesOfflineTitle':
    'Not answering: {branches}. The service and the other branches answer; these show their saved data until they answer again.',
  'connection.status.wait.busy': 'Branch busy, trying again in {time}',
  'connection.status.wait.busyBranch': '{branch} busy, trying again in {time}',
  'connection.status.wait.throttled': 'Service asked to slow down: waiting {time}',
  'connection.status.wait.reconnecting': 'Connection cut, trying again in {time}',
  'connection.status.wait.title':
    'Attempt {attempt, number} of {max, number} did not go through; the request is sent again after a wait of at most {time}.',
  'connection.status.queuedFor': '{count} waiting, about {time}',
};
