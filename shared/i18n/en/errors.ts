/**
 * Core errors. `errors.code.*` are the headlines of each ErrorCode (shared/domain/errors.ts), shown
 * when an error carries no message code; the other keys are the core's message codes (AppError's
 * `say`), `errors.` + id.
 */
export const errors = {
  'errors.code.bad_access_key': 'The service refused the access key.',
  'errors.code.bad_credentials': 'The service refused the user name or password.',
  'errors.code.token_rejected': 'The service ended the session; connect again.',
  'errors.code.throttled': 'The service asked us to slow down; trying again shortly.',
  'errors.code.timeout': 'The service did not answer in time.',
  'errors.code.branch_unreachable': 'The branch could not be reached.',
  'errors.code.bad_answer': 'The service sent an answer the app could not read.',
  'errors.code.bad_request': 'The service refused the request.',
  'errors.code.upstream_error': 'The service reported an error.',
  'errors.code.network_down': 'The service cannot be reached: check the network.',
  'errors.code.not_connected': 'Not connected: connect to a service first.',
  'errors.code.invalid_input': 'Some of what was entered is not valid.',
  'errors.code.bad_file': 'The file could not be read.',
  'errors.code.read_only': 'This profile is read-only.',
  'errors.code.cancelled': 'Cancelled.',
  'errors.code.not_found': 'Not found.',
  'errors.code.forbidden': 'Not allowed.',
  'errors.code.secret_store_unavailable':
    'The system keychain is not available, so secrets cannot be stored.',
  'errors.code.internal': 'Something went wrong inside the app. Your draft is saved; try again.',
  // The core's message codes (electron/core/error-messages.ts); `operation.*` words the `op` argument.
  'errors.operation.token': 'signing in',
  'errors.operation.branches': 'the branch list',
  'errors.operation.teamMember': 'your role on the team server',
  'errors.operation.items': 'the items',
  'errors.operation.itemsOfBranch': 'the items of branch {branch}',
  'errors.operation.update': 'the code update',
  'errors.operation.updateOfBranch': 'the code update for branch {branch}',
  'errors.operation.checks': 'the checks',
  'errors.operation.checksOfBranch': 'the checks of branch {branch}',
  'errors.operation.discountTypes': 'the discount types',
  'errors.operation.discountTypesOfBranch': 'the discount types of branch {branch}',
  'errors.operation.orderTypes': 'the order types',
  'errors.operation.orderTypesOfBranch': 'the order types of branch {branch}',
  'errors.app.cancelled': 'Cancelled.',
  'errors.app.internal': 'Something went wrong inside the app. Your draft is saved; try again.',
  'errors.app.internalUpstream': 'Something went wrong inside the app while talking to the service.',
  'errors.app.unknownRequest': 'The app does not know this request.',
  'errors.task.appClosing': 'The task was stopped because the app is closing.',
  'errors.task.outOfMemory':
    'The task needed more than {mb, number} MB of memory and was stopped: the file or the list is too large. Nothing was changed.',
  'errors.task.tookTooLong':
    'The task took longer than {seconds, number} s and was stopped: the file or the list is too large. Nothing was changed.',
  'errors.task.crashed': 'The task stopped unexpectedly. Nothing was changed; try again.',
  'errors.task.cancelled': 'Cancelled: the task was stopped and nothing was saved.',
  'errors.upstream.timeout': 'The integration service did not answer within {seconds, number} s ({op}).',
  'errors.upstream.branchTimeout':
    'Branch {branch} did not answer within {seconds, number} s; its server may be off or slow.',
  'errors.upstream.branchUnreachable':
    'Branch {branch} could not be reached through the integration service (HTTP {status}); its server may be off or without internet{serverSaid, select, yes {: “{serverText}”} other {}}.',
  'errors.upstream.branchServerUnreachable':
    'The branch server could not be reached through the integration service (HTTP {status}); its server may be off or without internet{serverSaid, select, yes {: “{serverText}”} other {}}.',
  'errors.upstream.networkDown':
    'Cannot reach the integration service at {host}. Check the internet connection and the service address.',
  'errors.upstream.connectionCut':
    'The connection to the integration service was cut off before the answer for {op} was complete.',
  'errors.upstream.notHttps':
    'No secure (HTTPS) connection could be made to {host}: that port does not speak HTTPS. Check the address: it may need http:// or another port.',
  'errors.upstream.untrustedCertificate':
    'The certificate of {host} is not trusted by this computer, so nothing was sent. Check the address; if the service uses a certificate of its own, this computer must trust it first.',
  'errors.upstream.rateLimited':
    'The integration service is limiting requests (HTTP 429) and still refused {op} after {attempts, number} attempts. Wait a minute and try again.',
  'errors.upstream.busy':
    'The integration service was busy or unavailable for {op} (HTTP {status}) {attempts, plural, one {# time} other {# times}} in a row. Try again in a minute.',
  'errors.upstream.waitTooLong':
    'The integration service asked us to wait {seconds, number} s before trying {op} again (HTTP {status}). Try again later.',
  'errors.upstream.htmlAnswer':
    'The integration service answered {op} with a web page instead of data (HTTP {status}). It may be down for maintenance, or the service address may be wrong.',
  'errors.upstream.answerTooLarge':
    'The answer for {op} is larger than {mb, number} MB, the most the app reads for it, so it was refused unread. The service may be misbehaving; if this branch really has that much data, raise the limit for large answers in Settings (or MENUMAP_MAX_ANSWER_MB for the command line).',
  'errors.upstream.tooDeep':
    'The answer for {op} nests its data more than {depth, number} levels deep, which no answer of this service does. The service is misbehaving; it was not read.',
  'errors.upstream.invalidJson':
    'The answer for {op} was cut off or is not valid JSON. Try again; if it keeps happening, the service is misbehaving.',
  'errors.upstream.wrongShape': 'The answer for {op} does not have the shape the service documents.',
  'errors.upstream.badRequest':
    'The integration service refused the request for {op} (HTTP {status}){serverSaid, select, yes {: “{serverText}”} other {}}.',
  'errors.upstream.resultCode':
    'The integration service reported an error for {op}{serverSaid, select, yes {: “{serverText}”} other {}} (ResultCode {resultCode}).',
  'errors.upstream.serverError':
    'The integration service failed while handling {op} (HTTP {status}){serverSaid, select, yes {: “{serverText}”} other {}}.',
  'errors.upstream.badAccessKey':
    'The integration service refused the AccessToken (access key). Check it in the connection settings, or ask the vendor for a new one.',
  'errors.upstream.accessKeyUnsendable':
    'The AccessToken holds characters a request cannot carry (a control character or a letter outside Latin-1), so it was not sent. Paste it again in the connection settings, on one line.',
  'errors.upstream.tokenUnsendable':
    'The integration service issued a session token holding characters a request cannot carry, so it cannot be used. Tell the vendor.',
  'errors.upstream.badUserOrPassword':
    'The integration service refused the username or password. Check them in the connection settings.',
  'errors.upstream.badSignIn':
    'The integration service refused to sign in: the AccessToken, the username or the password is wrong. Check all three in the connection settings.',
  'errors.upstream.tokenRejected':
    'The integration service refused the session token for {op}, even a freshly issued one (HTTP 401). The user may not be allowed to do this; check its rights with the vendor.',
  // The technical detail under an upstream error; a socket error code stays as it is.
  'errors.detail.noCompleteAnswer': 'No complete answer for {op} after {ms} ms.',
  'errors.detail.httpFor': 'HTTP {status} for {op}.',
  'errors.detail.connectionFailed': '{op}: {code}.',
  'errors.detail.connectionFailedNoCode': '{op}: connection failed.',
  'errors.detail.socketError': 'Socket error {code}.',
  'errors.detail.lastAnswer': 'Last answer: {serverText}',
  'errors.detail.httpAttempts': 'HTTP {status} after {attempts} attempts.',
  'errors.detail.retryAfter': 'Retry-After: {seconds} s.',
  'errors.detail.htmlBody': 'HTTP {status}, HTML body.',
  'errors.detail.answerTooLarge': 'Answer larger than {bytes} bytes.',
  'errors.detail.tooDeep': 'JSON nested deeper than {depth} levels.',
  'errors.detail.invalidJson': 'HTTP {status}, {length} characters that do not parse as JSON.',
  'errors.detail.resultCode': 'HTTP 200 with ResultCode {resultCode}.',
  'errors.detail.resultCodeInside': 'ResultCode {resultCode} inside HTTP {status}.',
  'errors.detail.tokenRefused': 'HTTP 401 on /GetToken.',
  'errors.detail.tokenRejectedTwice': 'HTTP 401 after renewing the token once.',
  'errors.upstream.closed': 'This connection was closed; connect again.',
  'errors.upstream.credentialsUnavailable':
    'The AccessToken and password for this connection could not be read. Enter them again in the connection settings.',
  'errors.input.noBranch': 'No branch code given.',
  'errors.input.dateFormat': 'Dates must be written as YYYY-MM-DD.',
  'errors.input.notADate': '{value} is not a date.',
  'errors.input.startAfterEnd': 'The start date must not be after the end date.',
  'errors.address.notUrl': 'The service address is not a valid URL (expected http://… or https://…).',
  'errors.address.notHttp': 'The service address must start with http:// or https://.',
  'errors.address.hasCredentials': 'The service address must not contain a user name or password.',
  'errors.address.plainHttp':
    'This address uses plain http:// to another computer: the AccessToken and password would travel unencrypted. Use https://, or confirm that you accept this.',
  'errors.address.teamNeedsTls':
    'A team server on another computer must be reached over https://: its address starts with http://.',
  'errors.update.batchTooLarge': 'At most {max, number} records per update batch (got {count, number}).',
  'errors.update.itemIdNotWhole': 'Every record needs a whole-number ItemId.',
  'errors.update.duplicateItem': 'Item {itemId} appears twice in one batch.',
  'errors.update.codeHasSpaces': 'Item {itemId}: the code has spaces around it.',
  'errors.update.invalidCode': 'Item {itemId}: the code is not a valid integration code.',
  'errors.connection.notConnected': 'Not connected. Choose a connection or try the demo.',
  'errors.demo.startFailed': 'The demo could not be started. Try again, or restart the app.',
  'errors.profile.notFound': 'This connection profile no longer exists. Pick another one.',
  'errors.profile.demoNotEditable': 'The demo profile is managed by the app and cannot be edited.',
  'errors.profile.noSecretsStored':
    'No AccessToken and password are stored for "{profile}". Enter them under Connection and connect again.',
  'errors.profile.enterSecretsFirst':
    'Enter the AccessToken and password for "{profile}" first: none are stored.',
  'errors.profile.unlockPassword': 'Enter the profile’s current password to turn read-only off.',
  'errors.profile.secretsRequired': 'Enter both the AccessToken and the password.',
  'errors.profile.readOnly':
    'This connection profile is read-only: you can browse codes but not change them.',
  'errors.profile.teamViewer':
    'On the team server, {user} is a viewer: you can browse and export, not change codes. Ask a team admin for the mapper role.',
  'errors.profile.teamNoAccessToken': 'A team server profile takes no AccessToken: only your team password.',
  'errors.profile.trySecretsNeeded':
    'Enter the AccessToken and password: the connection is tried with them before it is saved.',
  'errors.profile.untriedNotActive':
    'A profile saved without trying it cannot become the connection in use: the working one stays until another one answers.',
  'errors.checks.tooManyDays': 'Choose at most {max, number} days at a time (asked for {days, number}).',
  'errors.checks.tooManyBranchDays': 'That is too many branch-days at once: choose fewer branches or days.',
  'errors.checks.goneFromStore':
    '{missing, plural, one {# of the {total, number} checks is} other {# of the {total, number} checks are}} no longer in the offline store. Load the days again, then export.',
  'errors.file.unreadable': '"{file}" could not be read: it is damaged or not a CSV or XLSX file.',
  'errors.file.empty': '"{file}" is empty.',
  'errors.file.tooLarge':
    '"{file}" is {mb, number} MB; files up to {maxMb, number} MB can be read. Split it into smaller files.',
  'errors.file.legacyExcel':
    '"{file}" is an Excel 97-2003 workbook or is protected with a password. Open it in Excel and save it as "Excel Workbook (.xlsx)" without a password, or as "CSV UTF-8".',
  'errors.file.fakeXlsx': '"{file}" is named like an Excel workbook but is not one: it may be damaged.',
  'errors.file.binary': '"{file}" looks like a binary file, not CSV text or an XLSX workbook.',
  'errors.file.noWorksheet': '"{file}" has no worksheet.',
  'errors.file.noRows': '"{file}" has no rows.',
  'errors.file.tooManyRows':
    '"{file}" has {rows, number} rows; at most {max, number} can be read at once. Split it into smaller files.',
  'errors.file.moreRowsThan':
    '"{file}" has more than {max, number} rows; at most {max, number} can be read at once. Split it into smaller files.',
  'errors.file.cellTooLarge':
    '"{file}": the cell in row {row, number}, column {column} is larger than {kb, number} KB. A mapping file holds short values only.',
  'errors.file.unclosedQuote':
    '"{file}": a quoted cell starting in row {row, number} is never closed (a " is missing), so the rest of the file cannot be read.',
  'errors.file.damagedXlsx': '"{file}" is not a readable XLSX workbook: it may be damaged or cut short.',
  'errors.file.unzippedTooLarge':
    '"{file}" is too large once unpacked (more than {mb, number} MB). Keep only the columns needed, split it, or save it as CSV.',
  'errors.file.passwordProtected':
    '"{file}" is protected with a password. Remove the password in Excel and try again.',
  'errors.file.tooManyCells':
    '"{file}" has more than {max, number} cells. A mapping file needs a few columns per item: keep only the columns needed, split it, or save it as CSV.',
  'errors.file.tooManyMerges':
    '"{file}" has more than {max, number} merged cell ranges. Unmerge the cells, or save it as CSV.',
  'errors.file.tooManyTexts':
    '"{file}" holds more than {max, number} texts. A mapping file needs a few columns per item: keep only the columns needed, split it, or save it as CSV.',
  'errors.file.textTooLarge':
    '"{file}" holds more than {mb, number} MB of text once unpacked: keep only the columns needed, split it, or save it as CSV.',
  'errors.file.readOutOfMemory':
    '"{file}" needed more than {mb, number} MB of memory to read, so reading it was stopped. Keep only the columns needed, split it, or save it as CSV.',
  'errors.file.readTookTooLong':
    '"{file}" took longer than {seconds, number} s to read, so reading it was stopped. Keep only the columns needed, split it, or save it as CSV.',
  'errors.file.notMapping':
    '"{file}" is not a mapping file: it needs {missing, select, id {an ItemId or ItemNo column} code {an IntegrationCode column} other {an ItemId or ItemNo column and an IntegrationCode column}}. Columns found: {columns}. Expected headers: ItemId and/or ItemNo, IntegrationCode (optional: Name, Ignored).',
  'errors.file.notCatalogue':
    '"{file}" is not a product catalogue: it needs a code column and a name column. Columns found: {columns}. Expected headers: Code (or Product Code, Ürün Kodu), Name (or Product Name, Ürün Adı), optional Group (or Grup, Category).',
  'errors.branch.unknown':
    '{branch} is not among {count, plural, one {the # branch} other {the # branches}} this service lists.',
  'errors.items.notLoaded': 'The items of branch {branch} are not loaded yet.',
  'errors.items.notLoadedOpen': 'The items of branch {branch} are not loaded yet. Open the branch first.',
  'errors.draft.unknownItems':
    "{count, plural, one {# edited item is} other {# edited items are}} not in this branch's items (first: ItemId {itemId}). Reload the items and try again.",
  'errors.draft.codeTooLong':
    'The code for ItemId {itemId} is {length, number} characters long; that is not an integration code.',
  'errors.copy.sourceBranch': 'This is the source branch.',
  'errors.submit.batchSize': 'The batch size must be a whole number from 1 to {max, number}.',
  'errors.submit.notFound': "No submission {id} in this connection's history.",
  'errors.submit.branchBusy':
    'A submission for branch {branch} is still being sent. Wait for it to finish or cancel it first.',
  'errors.submit.engineClosing': 'The mapping engine is closing.',
  'errors.submit.invalidCodes':
    '{count, plural, one {# edit has} other {# edits have}} an invalid code (first: ItemId {itemId}, "{code}"). Nothing was sent.',
  'errors.submit.nothingToSend':
    "Nothing to send.{unchanged, plural, =0 {} one { # edit already matches the service.} other { # edits already match the service.}}{kept, plural, =0 {} one { # conflict kept the server's code and left the draft.} other { # conflicts kept the server's code and left the draft.}}{refused, plural, =0 {} one { # invalid code must be fixed first.} other { # invalid codes must be fixed first.}}",
  'errors.submit.emptyDraft': 'The draft of branch {branch} has no edits to send.',
  'errors.submit.sentElsewhere': 'This submission is being sent by another window or process.',
  'errors.submit.complete': 'Nothing left to send: this submission is complete.',
  'errors.submit.completeWithProblems':
    'Nothing left to send: every batch was answered. {problems, plural, one {# record was} other {# records were}} rejected or differ after verification; fix them in the draft and submit again.',
  'errors.submit.conflicts':
    '{count, plural, one {# item was} other {# items were}} changed on the service since you edited them (first: {item}, now "{live}"). Choose "keep server" or "overwrite" for each before submitting.',
  'errors.submit.unconfirmedClears':
    '{count, plural, one {# item would lose its} other {# items would lose their}} integration code. Confirm the deletions to send them, or remove them from the draft.',
  'errors.revert.branchBusy': 'A submission for branch {branch} is still being sent.',
  'errors.revert.nothing': 'Nothing to revert: no record of this submission reached the service.',
  // Why a record the service sent could not be read (UnreadableRecord.reasonSaid).
  'errors.unreadable.missing': '{field}: missing',
  'errors.unreadable.notList': '{field}: {value} is not a list',
  'errors.unreadable.notNumber': '{field}: {value} is not a number',
  'errors.unreadable.notWholeNumber': '{field}: {value} is not a whole number',
  'errors.unreadable.notBoolean': '{field}: {value} is not true or false',
  'errors.unreadable.notObject':
    'the {what, select, check {check} line {line} payment {payment} discount {discount} other {item}} is {value}, not an object',
  'errors.unreadable.notDate': '{field}: {value} is not a date',
  'errors.unreadable.notDateTime': '{field}: {value} is not a date and time',
  'errors.unreadable.ambiguousDate':
    '{field}: {value} may be day/month or month/day, and nothing in the answer tells which',
  'errors.unreadable.dateNeedsZone':
    '{field}: {value} is a moment without a time zone, so its day cannot be told (name the zone in the profile)',
  'errors.unreadable.ambiguousNumber':
    '{field}: {value} may use the point or comma for thousands or for decimals',
  'errors.unreadable.notCode': '{field}: {value} is not a code',
  'errors.unreadable.lineUnnamed': 'no ItemId, ItemNo or Name',
  'errors.unreadable.lineNoAmount': 'no Total or Price',
  'errors.unreadable.amountOverflow': 'amounts too large or too small to work out',
  'errors.unreadable.noAmount': 'no amount (Amount or a common other name)',
  // The service check's findings (menumap doctor, Connection → Check the service).
  'errors.doctor.title.branches': 'What does the branch list look like?',
  'errors.doctor.title.dateRule': 'Is GetChecks’ end_date part of the answer?',
  'errors.doctor.title.businessDate': 'How is BusinessDate written?',
  'errors.doctor.title.checkKind': 'How is the kind of a check (sale, collection, expense) told?',
  'errors.doctor.title.payments': 'How are payments named?',
  'errors.doctor.title.discounts': 'How are discounts named?',
  'errors.doctor.title.lines': 'How are a check line’s quantity, price and total named?',
  'errors.doctor.title.dateForms': 'How are dates and times written?',
  'errors.doctor.title.valueTypes': 'Are ids and amounts JSON numbers?',
  'errors.doctor.title.numberForms': 'How are amounts and quantities written?',
  'errors.doctor.title.items': 'How does the item list write ids and unmapped codes?',
  'errors.doctor.title.errors': 'How are errors carried: HTTP status or ResultCode?',
  'errors.doctor.title.throttling': 'Does throttling say when to retry (Retry-After)?',
  'errors.doctor.title.token': 'How long does a token live?',
  'errors.doctor.notReached':
    'The check did not get as far as {call, select, probe {the unknown-branch probe} other {{call}}}.',
  'errors.doctor.callFailed': '{call, select, probe {The unknown-branch probe} other {{call}}} failed:',
  'errors.doctor.noChecks': 'No checks were seen.',
  'errors.doctor.nothingToAdjust': 'Nothing to adjust.',
  'errors.doctor.readsNamesAsIs': 'The app reads these names as they are.',
  'errors.doctor.branches.unreadable':
    'GetBranches answered something that is neither a list nor an envelope with a list of branches with a code.',
  'errors.doctor.branches.unreadableApp':
    'Without a branch list the app cannot show branches; send the support file to the vendor.',
  'errors.doctor.branches.seen':
    '{count, plural, one {# branch} other {# branches}}, as {shape, select, bare {a bare JSON array} other {the envelope’s Data}}, each code in "{field}".',
  'errors.doctor.branches.app': 'The app reads either shape and either code field (Code or branchCode).',
  'errors.doctor.dateRule.inclusive':
    'Asked {day}..{day}: {sameCount, plural, one {# check} other {# checks}}; {day}..{next}: {nextCount, plural, one {# check} other {# checks}} ({after, number} of them dated after {day}). end_date is inclusive: start = end answers that day.',
  'errors.doctor.dateRule.inclusiveApp':
    'The app asks for one day as start = end and keeps the checks whose BusinessDate is that day.',
  'errors.doctor.dateRule.exclusive':
    'Asked {day}..{day}: {sameCount, plural, one {# check} other {# checks}}; {day}..{next}: {nextCount, plural, one {# check} other {# checks}}, all dated {day}. end_date is exclusive: start = end answers nothing, and a day D must be asked as D..D+1.',
  'errors.doctor.dateRule.exclusiveApp':
    'The app asks each day D as D..D+1 and keeps only BusinessDate D, so the day is complete; an empty past day is never taken as final while the rule is not known.',
  'errors.doctor.dateRule.noChecks':
    'No checks on the days tried ({days}) either way, so the rule could not be told.',
  'errors.doctor.dateRule.unknownApp':
    'Until the rule is known the app asks each day so the answer is complete either way (D..D+1, keeping BusinessDate D) and does not take an empty past day as final.',
  'errors.doctor.businessDate.noneKnown':
    'None of {count, plural, one {# check} other {# checks}} had a BusinessDate in a known format.',
  'errors.doctor.businessDate.unknownApp':
    'A check whose BusinessDate cannot be read is kept raw and counted as unreadable, never dropped; the days of its answer are incomplete: fetched again, never kept as final.',
  'errors.doctor.businessDate.seen':
    'As {format} (e.g. "{example}"){unreadable, plural, =0 {} one {; # check had one that could not be read} other {; # checks had one that could not be read}}.',
  'errors.doctor.businessDate.app':
    'The app reads ISO dates and times (with or without offset), /Date(ms)/, epoch seconds or milliseconds, dd.MM.yyyy, dd/MM/yyyy and yyyyMMdd alike; a BusinessDate it cannot read makes the days of its answer incomplete, never final.',
  'errors.doctor.kind.noField': 'None of the usual fields ({fields}, ...) is on the checks.',
  'errors.doctor.kind.unknownApp':
    'A check whose kind cannot be told is "kind unknown": shown and counted apart, not added to sales.',
  'errors.doctor.kind.seen': 'By "{field}": {values}.',
  'errors.doctor.kind.specApp': 'The app reads CheckType as the spec names it.',
  'errors.doctor.kind.otherApp':
    'The app recognises "{field}" and these values; a value it does not know makes the check "kind unknown", not a sale.',
  'errors.doctor.fields.none': 'No {what, select, payment {payments} other {discounts}} on the checks seen.',
  'errors.doctor.fields.seen':
    '{count, plural, one {#} other {#}} {what, select, payment {payments} other {discounts}} with the fields {keys}: {what, select, payment {payment type} other {discount name}} in {type, select, none {no known field} other {"{type}"}}, amount in {amount, select, none {no known field} other {"{amount}"}}.',
  'errors.doctor.fields.noAmountApp':
    'The app cannot read {what, select, payment {payment amounts here: a sale whose payments} other {discount amounts here: a sale whose discounts}} cannot be read says so instead of raising a false alarm. A profile override can name the field.',
  'errors.doctor.fields.proposedApp':
    'The app recognises these names; the check proposes them as this profile’s field overrides.',
  'errors.doctor.lines.none': 'No check lines were seen.',
  'errors.doctor.lines.seen':
    'Quantity in {quantity, select, none {no known field} other {"{quantity}"}}, price in {price, select, none {no known field} other {"{price}"}}, total in {total, select, none {no known field} other {"{total}"}}{nullCondiments, plural, =0 {} other {; Condiments is null on # of {lines, number} lines (none)}}.',
  'errors.doctor.lines.proposedApp':
    'The app recognises these names (and null for an empty list); the check proposes them as this profile’s field overrides.',
  'errors.doctor.valueTypes.numbers': 'Ids, numbers and amounts are JSON numbers; IsReturn is true/false.',
  'errors.doctor.valueTypes.numbersApp': 'The app reads them as they are.',
  'errors.doctor.valueTypes.text':
    '{fields, select, none {Numbers are JSON numbers} other {{fields} come as text (e.g. "{example}")}}{flags, select, yes {; IsReturn comes as 0/1} other {}}.',
  'errors.doctor.valueTypes.textApp':
    'The app reads a number written as text, and 0/1 for yes/no, as the same value.',
  'errors.doctor.dateForms.noneKnown':
    'None of {count, plural, one {# check} other {# checks}} had a date or time in a known form.',
  'errors.doctor.dateForms.seen':
    'Forms by field: {fields}{unreadable, plural, =0 {} one {; # value in no known form} other {; # values in no known form}}.',
  'errors.doctor.dateForms.unreadableApp':
    'A check whose business date cannot be read is kept raw and counted; the days of its answer are incomplete: fetched again, never kept as final. An open or close time that cannot be read is shown as sent.',
  'errors.doctor.dateForms.isoApp': 'The app reads these ISO forms as they are.',
  'errors.doctor.dateForms.otherApp':
    'The app reads these forms as the same days and times as their ISO spelling; a /Date(ms±hhmm)/ at its own offset, a form without an offset as Turkish time.',
  'errors.doctor.numberForms.seen':
    'Amounts {amounts, select, number {as JSON numbers} text {as text, whole numbers (e.g. "{amountExample}")} textPoint {as text with a decimal point (e.g. "{amountExample}")} textComma {as text with a decimal comma (e.g. "{amountExample}")} other {not seen}}; quantities {quantities, select, number {as JSON numbers} text {as text, whole numbers (e.g. "{quantityExample}")} textPoint {as text with a decimal point (e.g. "{quantityExample}")} textComma {as text with a decimal comma (e.g. "{quantityExample}")} other {not seen}}{unreadable, plural, =0 {} one {; # value could not be read as a number} other {; # values could not be read as a number}}.',
  'errors.doctor.numberForms.textApp':
    'The app reads a number written as text as the same value, with a decimal point or a decimal comma (and dots or commas between thousands); a value it cannot read is kept as sent and counted, never taken as zero.',
  'errors.doctor.items.none': 'The branch has no items.',
  'errors.doctor.items.seen':
    '{count, plural, one {# item} other {# items}}; ItemId as {itemId, select, text {text} other {a number}}, ItemNo as {itemNo, select, number {a number} other {text}}; unmapped written as {unmapped, select, null {null} other {""}} ({unmappedCount, number}).',
  'errors.doctor.items.plainApp': 'The app reads the list as it is.',
  'errors.doctor.items.app': 'The app reads ids as numbers or text and null as "unmapped".',
  'errors.doctor.errors.bothApp': 'The app treats both ways alike.',
  'errors.doctor.errors.httpStatus':
    'Asked for an unknown branch: HTTP {status}{resultCode, select, none {} other { with ResultCode {resultCode}}}{serverSaid, select, yes { ("{serverText}")} other {}}.',
  'errors.doctor.errors.httpStatusApp':
    'The app reads the HTTP status, and a ResultCode inside HTTP 200 the same way.',
  'errors.doctor.errors.resultCode':
    'Asked for an unknown branch: HTTP {status} with ResultCode {resultCode}{serverSaid, select, yes { ("{serverText}")} other {}}. Errors come inside HTTP 200.',
  'errors.doctor.errors.resultCodeApp':
    'The app handles ResultCode 401, 429 and 5xx inside HTTP 200 exactly like those statuses (renew the token, wait and retry), and any other ResultCode as an error with its message.',
  'errors.doctor.errors.none':
    'Asked for an unknown branch, the service answered HTTP {status} with ResultCode {resultCode}: no error.',
  'errors.doctor.errors.noneApp':
    'The app cannot tell an error from data here; send the support file to the vendor.',
  'errors.doctor.throttling.seen': 'The service throttled the check:',
  'errors.doctor.throttling.app':
    'The app waits as Retry-After says, and without it backs off and retries; every caller of this user pauses.',
  'errors.doctor.throttling.notSeen':
    'Not seen yet: the check stays within the limits and does not provoke throttling.',
  'errors.doctor.throttling.notSeenApp':
    'The app waits as Retry-After says when given, and otherwise backs off and retries (also for 429 inside HTTP 200).',
  'errors.doctor.token.noExpiry': 'GetToken gave no ExpireDate.',
  'errors.doctor.token.noExpiryApp': 'The app renews the token when the service refuses it.',
  'errors.doctor.token.unknownFormat': 'ExpireDate "{expire}" is in a format the app does not know.',
  'errors.doctor.token.unknownFormatApp': 'The app renews the token when the service refuses it (401).',
  'errors.doctor.token.seen':
    'ExpireDate "{expire}" ({format}){zoned, select, yes {} other { (no time zone given: read as Turkish time)}}: about {amount, plural, one {#} other {#}} {unit, select, hours {{amount, plural, one {hour} other {hours}}} other {{amount, plural, one {minute} other {minutes}}}} from now.',
  'errors.doctor.token.app':
    'The app renews the token shortly before it expires, and at once if the service refuses it.',
  // Rows of a mapping file that cannot be used (the import report).
  'errors.import.replacedRow':
    'Row {row} and row {laterRow} are both for item {itemId} (ItemNo {itemNo}, "{name}"); row {laterRow} is used.',
  'errors.import.otherItemId':
    'ItemId {itemId} is ItemNo {itemNo} ("{name}") in this branch, but the row says ItemNo {rowItemNo}: the file may come from another branch. Remove the ItemId column to match by ItemNo.',
  'errors.import.noItemIdOrNo': 'The row has neither an ItemId nor an ItemNo.',
  'errors.import.ambiguousItemNo':
    'ItemNo {itemNo} belongs to {count, plural, one {# item} other {# items}} in this branch; add an ItemId column to say which.',
  // A request the contract refused: the first zod issue (field, problem), never the value.
  'errors.input.invalidRequest':
    'Invalid request: {field, select, none {the request} other {{field}}} {problem, select, invalid_type {should be {expected, select, string {text} number {a number} boolean {true or false} array {a list} object {an object} other {{expected}}}} too_small {is too {origin, select, string {short (at least {limit} characters)} array {short (at least {limit} entries)} other {small (at least {limit})}}} too_big {is too {origin, select, string {long (at most {limit} characters)} array {long (at most {limit} entries)} other {large (at most {limit})}}} invalid_format {is not in the expected format} invalid_value {is not one of the allowed values} unrecognized_keys {has fields the app does not know} not_multiple_of {is not a multiple it accepts} other {is not valid}}{more, plural, =0 {} one { (and # more problem)} other { (and # more problems)}}.',
};
