import {
  contract,
  decodeOutput,
  type EventName,
  type EventPayload,
  events,
  type MethodInput,
  type MethodName,
} from '../../shared/contract';
import { t } from '../i18n/i18n';
import { ApiError } from './api-error';
import { pickTransport, type Transport } from './transport';

/**
 * The renderer's only way to main. Both directions are validated with the contract's schemas:
 * a bad input never leaves, a bad answer never reaches a component.
 */
export function createApi(transport: Transport) {
  async function call<K extends MethodName>(
    name: K,
    ...args: MethodInput<K> extends undefined ? [] : [MethodInput<K>]
  ) {
    const spec = contract[name];
    const input = spec.input.safeParse(args[0]);
    if (!input.success) {
      throw new ApiError({
        code: 'invalid_input',
        message: input.error.issues[0]?.message ?? t('common.api.invalidInput'),
        retryable: false,
      });
    }
    const reply = await transport.invoke(name, input.data);
    if (!reply.ok) throw new ApiError(reply.error);
    const output = decodeOutput(name, reply.data);
    if (!output.success) {
      throw new ApiError({
        code: 'internal',
        message: t('common.api.badShape'),
        retryable: false,
      });
    }
    return output.data;
  }

  function on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    return transport.subscribe(event, (raw) => {
      const parsed = events[event].safeParse(raw);
      if (parsed.success) listener(parsed.data as EventPayload<E>);
    });
  }

  return { call, on };
}

export type Api = ReturnType<typeof createApi>;

let instance: Api | null = null;
/** The app-wide API, created on first use (tests may build their own with createApi). */
export function api(): Api {
  instance ??= createApi(pickTransport());
  return instance;
}
