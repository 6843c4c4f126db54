import { z } from 'zod';
import { contract, type MethodName } from '../../../shared/contract';
import type { Reply } from '../../../shared/contract/bridge';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { ErrorMessageId } from '../error-messages';
import { internalShape, toErrorShape } from '../errors';
import type { Handlers } from '../handler-types';
import { logger } from '../log';
import { describeRequestIssues, requestIssuesSaid } from './request-issues';

const isMethod = (name: string): name is MethodName => Object.hasOwn(contract, name);

/**
 * The one wrapper every transport calls (Electron IPC after its sender check, the preview's HTTP
 * bridge, tests): unknown method -> error; input parsed with the contract's schema; the handler
 * run; its output encoded with the schema (what leaves is exactly what the schema allows, unknown
 * keys stripped, in its wire form); every failure turned into the one error shape. It never throws.
 */
export async function dispatch(handlers: Handlers, method: string, rawInput: unknown): Promise<Reply> {
  if (typeof method !== 'string' || !isMethod(method)) {
    return fail({
      code: 'not_found',
      message: 'The app does not know this request.',
      retryable: false,
      messageId: 'app.unknownRequest' satisfies ErrorMessageId,
    });
  }
  const spec = contract[method];
  const input = spec.input.safeParse(rawInput);
  if (!input.success) {
    const said = requestIssuesSaid(input.error.issues);
    return fail({
      code: 'invalid_input',
      message: describeRequestIssues(input.error.issues),
      retryable: false,
      messageId: said.id,
      ...(said.params ? { params: said.params } : {}),
    });
  }

  let result: unknown;
  try {
    // The cast is the one place types meet the runtime table: input was parsed by this method's own
    // schema just above, so it is the handler's input type.
    const handler = handlers[method] as (input: unknown) => Promise<unknown>;
    result = await handler(input.data);
  } catch (e) {
    const shape = toErrorShape(e);
    if (shape.code === 'internal') {
      logger().error(`${method} failed`, { error: e, code: shape.code });
    }
    return fail(shape);
  }

  // Encode direction: ordinary schemas validate and strip exactly as a parse would; a codec
  // (items.load's items) also turns the domain value into its wire form, which the renderer decodes.
  const output = z.safeEncode(spec.output as z.ZodType, result);
  if (!output.success) {
    // Paths and codes only: the values may be user data or worse.
    logger().error(`${method} answered outside its contract`, {
      issues: output.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.code}`),
    });
    return fail(internalShape());
  }
  return output.data === undefined ? { ok: true } : { ok: true, data: output.data };
}

function fail(error: AppErrorShape): Reply {
  return { ok: false, error };
}
