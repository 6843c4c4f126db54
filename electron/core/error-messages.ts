import type { AppErrorShape } from '../../shared/domain/errors';

/**
 * Every message code the core gives its errors, with the names of the arguments it sends. The
 * renderer words each one in the user's language (its errors catalogue, `errors.` + id); the core
 * never imports the renderer, so test/unit/renderer/core-error-messages.test.ts is where the two
 * are held together: an id missing from a catalogue, or a catalogue argument the core does not
 * send, fails.
 *
 * Arguments are facts we own (branch code, HTTP status, counts, limits, file names), never secrets.
 * `op` is an upstream Operation: the renderer words it as a phrase (`errors.operation.*`), with
 * the optional `branch` argument inside it. `serverSaid` ('yes' | 'no') says whether `serverText`
 * (the service's ResultMessage, already redacted) is there to quote.
 */
export const ERROR_MESSAGES = {
  'app.cancelled': [],
  'app.internal': [],
  'app.internalUpstream': [],
  'app.unknownRequest': [],
  'task.appClosing': [],
  'task.outOfMemory': ['mb'],
  'task.tookTooLong': ['seconds'],
  'task.crashed': [],
  'task.cancelled': [],

  'upstream.timeout': ['op', 'seconds'],
  'upstream.branchTimeout': ['branch', 'seconds'],
  'upstream.branchUnreachable': ['branch', 'status', 'serverSaid', 'serverText'],
  'upstream.branchServerUnreachable': ['status', 'serverSaid', 'serverText'],
  'upstream.networkDown': ['host'],
  'upstream.connectionCut': ['op'],
  'upstream.notHttps': ['host'],
  'upstream.untrustedCertificate': ['host'],
  'upstream.rateLimited': ['op', 'attempts'],
  'upstream.busy': ['op', 'status', 'attempts'],
  'upstream.waitTooLong': ['op', 'status', 'seconds'],
  'upstream.htmlAnswer': ['op', 'status'],
  'upstream.answerTooLarge': ['op', 'mb'],
  'upstream.tooDeep': ['op', 'depth'],
  'upstream.invalidJson': ['op'],
  'upstream.wrongShape': ['op'],
  'upstream.badRequest': ['op', 'status', 'serverSaid', 'serverText'],
  'upstream.resultCode': ['op', 'resultCode', 'serverSaid', 'serverText'],
  'upstream.serverError': ['op', 'status', 'serverSaid', 'serverText'],
  'upstream.badAccessKey': [],
  'upstream.accessKeyUnsendable': [],
  'upstream.tokenUnsendable': [],
  'upstream.badUserOrPassword': [],
  'upstream.badSignIn': [],
  'upstream.tokenRejected': ['op'],
  'upstream.closed': [],
  'upstream.credentialsUnavailable': [],

  // The technical detail under an upstream error (AppErrorShape.detailSaid). `code` is a socket
  // error code (ECONNREFUSED), shown as it is in every language.
  'detail.noCompleteAnswer': ['op', 'ms'],
  'detail.httpFor': ['op', 'status'],
  'detail.connectionFailed': ['op', 'code'],
  'detail.connectionFailedNoCode': ['op'],
  'detail.socketError': ['code'],
  'detail.lastAnswer': ['serverText'],
  'detail.httpAttempts': ['status', 'attempts'],
  'detail.retryAfter': ['seconds'],
  'detail.htmlBody': ['status'],
  'detail.answerTooLarge': ['bytes'],
  'detail.tooDeep': ['depth'],
  'detail.invalidJson': ['status', 'length'],
  'detail.resultCode': ['resultCode'],
  'detail.resultCodeInside': ['resultCode', 'status'],
  'detail.tokenRefused': [],
  'detail.tokenRejectedTwice': [],

  // Why a record the service sent could not be read (UnreadableRecord.reasonSaid): `field` is the
  // service's field name, `value` what it held, short JSON; `what` is check/line/payment/discount/item.
  'unreadable.missing': ['field'],
  'unreadable.notList': ['field', 'value'],
  'unreadable.notNumber': ['field', 'value'],
  'unreadable.notWholeNumber': ['field', 'value'],
  'unreadable.notBoolean': ['field', 'value'],
  'unreadable.notObject': ['what', 'value'],
  'unreadable.notDate': ['field', 'value'],
  'unreadable.notDateTime': ['field', 'value'],
  'unreadable.ambiguousDate': ['field', 'value'],
  'unreadable.dateNeedsZone': ['field', 'value'],
  'unreadable.ambiguousNumber': ['field', 'value'],
  'unreadable.notCode': ['field', 'value'],
  'unreadable.lineUnnamed': [],
  'unreadable.lineNoAmount': [],
  'unreadable.amountOverflow': [],
  'unreadable.noAmount': [],

  // The service check's findings (Finding.*Said). `call` is an endpoint name or 'probe'; a field
  // name the check did not find is 'none'; `failure` (an error shape) follows doctor.callFailed.
  'doctor.title.branches': [],
  'doctor.title.dateRule': [],
  'doctor.title.businessDate': [],
  'doctor.title.checkKind': [],
  'doctor.title.payments': [],
  'doctor.title.discounts': [],
  'doctor.title.lines': [],
  'doctor.title.dateForms': [],
  'doctor.title.valueTypes': [],
  'doctor.title.numberForms': [],
  'doctor.title.items': [],
  'doctor.title.errors': [],
  'doctor.title.throttling': [],
  'doctor.title.token': [],
  'doctor.notReached': ['call'],
  'doctor.callFailed': ['call'],
  'doctor.noChecks': [],
  'doctor.nothingToAdjust': [],
  'doctor.readsNamesAsIs': [],
  'doctor.branches.unreadable': [],
  'doctor.branches.unreadableApp': [],
  'doctor.branches.seen': ['count', 'shape', 'field'],
  'doctor.branches.app': [],
  'doctor.dateRule.inclusive': ['day', 'next', 'sameCount', 'nextCount', 'after'],
  'doctor.dateRule.inclusiveApp': [],
  'doctor.dateRule.exclusive': ['day', 'next', 'sameCount', 'nextCount'],
  'doctor.dateRule.exclusiveApp': [],
  'doctor.dateRule.noChecks': ['days'],
  'doctor.dateRule.unknownApp': [],
  'doctor.businessDate.noneKnown': ['count'],
  'doctor.businessDate.unknownApp': [],
  'doctor.businessDate.seen': ['format', 'example', 'unreadable'],
  'doctor.businessDate.app': [],
  'doctor.kind.noField': ['fields'],
  'doctor.kind.unknownApp': [],
  'doctor.kind.seen': ['field', 'values'],
  'doctor.kind.specApp': [],
  'doctor.kind.otherApp': ['field'],
  'doctor.fields.none': ['what'],
  'doctor.fields.seen': ['count', 'what', 'keys', 'type', 'amount'],
  'doctor.fields.noAmountApp': ['what'],
  'doctor.fields.proposedApp': [],
  'doctor.lines.none': [],
  'doctor.lines.seen': ['quantity', 'price', 'total', 'nullCondiments', 'lines'],
  'doctor.lines.proposedApp': [],
  'doctor.valueTypes.numbers': [],
  'doctor.valueTypes.numbersApp': [],
  'doctor.valueTypes.text': ['fields', 'example', 'flags'],
  'doctor.valueTypes.textApp': [],
  'doctor.dateForms.noneKnown': ['count'],
  'doctor.dateForms.seen': ['fields', 'unreadable'],
  'doctor.dateForms.unreadableApp': [],
  'doctor.dateForms.isoApp': [],
  'doctor.dateForms.otherApp': [],
  'doctor.numberForms.seen': ['amounts', 'amountExample', 'quantities', 'quantityExample', 'unreadable'],
  'doctor.numberForms.textApp': [],
  'doctor.items.none': [],
  'doctor.items.seen': ['count', 'itemId', 'itemNo', 'unmapped', 'unmappedCount'],
  'doctor.items.plainApp': [],
  'doctor.items.app': [],
  'doctor.errors.bothApp': [],
  'doctor.errors.httpStatus': ['status', 'resultCode', 'serverSaid', 'serverText'],
  'doctor.errors.httpStatusApp': [],
  'doctor.errors.resultCode': ['status', 'resultCode', 'serverSaid', 'serverText'],
  'doctor.errors.resultCodeApp': [],
  'doctor.errors.none': ['status', 'resultCode'],
  'doctor.errors.noneApp': [],
  'doctor.throttling.seen': [],
  'doctor.throttling.app': [],
  'doctor.throttling.notSeen': [],
  'doctor.throttling.notSeenApp': [],
  'doctor.token.noExpiry': [],
  'doctor.token.noExpiryApp': [],
  'doctor.token.unknownFormat': ['expire'],
  'doctor.token.unknownFormatApp': [],
  'doctor.token.seen': ['expire', 'format', 'zoned', 'unit', 'amount'],
  'doctor.token.app': [],

  // Rows of a mapping file that cannot be used (ImportReport.invalid[].reasonSaid).
  'import.replacedRow': ['row', 'laterRow', 'itemId', 'itemNo', 'name'],
  'import.otherItemId': ['itemId', 'itemNo', 'name', 'rowItemNo'],
  'import.noItemIdOrNo': [],
  'import.ambiguousItemNo': ['itemNo', 'count'],

  // A request the contract refuses (dispatch): its first zod issue, worded (see request-issues.ts).
  'input.invalidRequest': ['field', 'problem', 'expected', 'origin', 'limit', 'more'],
  'input.noBranch': [],
  'input.dateFormat': [],
  'input.notADate': ['value'],
  'input.startAfterEnd': [],
  'address.notUrl': [],
  'address.notHttp': [],
  'address.hasCredentials': [],
  'address.plainHttp': [],
  'address.teamNeedsTls': [],
  'update.batchTooLarge': ['max', 'count'],
  'update.itemIdNotWhole': [],
  'update.duplicateItem': ['itemId'],
  'update.codeHasSpaces': ['itemId'],
  'update.invalidCode': ['itemId'],

  'connection.notConnected': [],
  'demo.startFailed': [],
  'profile.notFound': [],
  'profile.demoNotEditable': [],
  'profile.noSecretsStored': ['profile'],
  'profile.enterSecretsFirst': ['profile'],
  'profile.unlockPassword': [],
  'profile.secretsRequired': [],
  'profile.readOnly': [],
  'profile.teamViewer': ['user'],
  'profile.teamNoAccessToken': [],
  'profile.trySecretsNeeded': [],
  'profile.untriedNotActive': [],

  'checks.tooManyDays': ['max', 'days'],
  'checks.tooManyBranchDays': [],
  'checks.goneFromStore': ['missing', 'total'],

  'file.unreadable': ['file'],
  'file.empty': ['file'],
  'file.tooLarge': ['file', 'mb', 'maxMb'],
  'file.legacyExcel': ['file'],
  'file.fakeXlsx': ['file'],
  'file.binary': ['file'],
  'file.noWorksheet': ['file'],
  'file.noRows': ['file'],
  'file.tooManyRows': ['file', 'rows', 'max'],
  'file.moreRowsThan': ['file', 'max'],
  'file.cellTooLarge': ['file', 'row', 'column', 'kb'],
  'file.unclosedQuote': ['file', 'row'],
  'file.damagedXlsx': ['file'],
  'file.unzippedTooLarge': ['file', 'mb'],
  'file.passwordProtected': ['file'],
  'file.tooManyCells': ['file', 'max'],
  'file.tooManyMerges': ['file', 'max'],
  'file.tooManyTexts': ['file', 'max'],
  'file.textTooLarge': ['file', 'mb'],
  'file.readOutOfMemory': ['file', 'mb'],
  'file.readTookTooLong': ['file', 'seconds'],
  'file.notMapping': ['file', 'missing', 'columns'],
  'file.notCatalogue': ['file', 'columns'],

  'branch.unknown': ['branch', 'count'],
  'items.notLoaded': ['branch'],
  'items.notLoadedOpen': ['branch'],
  'draft.unknownItems': ['count', 'itemId'],
  'draft.codeTooLong': ['itemId', 'length'],
  'copy.sourceBranch': [],
  'submit.batchSize': ['max'],
  'submit.notFound': ['id'],
  'submit.branchBusy': ['branch'],
  'submit.engineClosing': [],
  'submit.invalidCodes': ['count', 'itemId', 'code'],
  'submit.nothingToSend': ['unchanged', 'kept', 'refused'],
  'submit.emptyDraft': ['branch'],
  'submit.sentElsewhere': [],
  'submit.complete': [],
  'submit.completeWithProblems': ['problems'],
  'submit.conflicts': ['count', 'item', 'live'],
  'submit.unconfirmedClears': ['count'],
  'revert.branchBusy': ['branch'],
  'revert.nothing': [],
} as const satisfies Record<string, readonly string[]>;

export type ErrorMessageId = keyof typeof ERROR_MESSAGES;

type Value = string | number;
/** The arguments of `id`, all of them; `branch` may always come along for an `op` phrase. */
export type ErrorParams<Id extends ErrorMessageId> = {
  [K in (typeof ERROR_MESSAGES)[Id][number]]: Value;
} & { branch?: string };

/** `say: say('upstream.timeout', { op, seconds })`: a message code whose arguments the compiler checks. */
export function say<Id extends ErrorMessageId>(
  id: Id,
  ...params: (typeof ERROR_MESSAGES)[Id] extends readonly [] ? [] : [ErrorParams<Id>]
): ErrorMessage {
  const values = params[0] as Record<string, Value | undefined> | undefined;
  return values === undefined ? { id } : { id, params: stripUndefined(values) };
}

function stripUndefined(values: Record<string, Value | undefined>): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined) out[k] = v;
  return out;
}

function isErrorMessageId(id: string): id is ErrorMessageId {
  return Object.hasOwn(ERROR_MESSAGES, id);
}

/** The message code an error shape carries (an AppError rebuilt from a worker or the journal keeps it). */
export function saidOf(shape: Pick<AppErrorShape, 'messageId' | 'params'>): ErrorMessage | undefined {
  if (shape.messageId === undefined || !isErrorMessageId(shape.messageId)) return undefined;
  return shape.params === undefined ? { id: shape.messageId } : { id: shape.messageId, params: shape.params };
}

/** `serverSaid`/`serverText` for the service's own (redacted) words, when it gave any. */
export function serverWords(text: string | null): { serverSaid: 'yes' | 'no'; serverText: string } {
  return text ? { serverSaid: 'yes', serverText: text } : { serverSaid: 'no', serverText: '' };
}

/**
 * The message of an AppError as a catalogue key (the renderer's errors catalogue, `errors.` + id) and
 * its arguments: facts we own, like those of the English message, never secrets.
 */
export type ErrorMessage = { id: ErrorMessageId; params?: Record<string, string | number> };
