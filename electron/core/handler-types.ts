import type { z } from 'zod';
import type { Contract, EventName, EventPayload, MethodName } from '../../shared/contract';

/**
 * A handler receives the already-validated input and returns the domain value (the output schema's
 * output side): dispatch encodes it, so a method with a compact wire form (items.load) still
 * returns plain objects. Encoding applies no defaults, so every field is returned explicitly.
 */
type Handler<K extends MethodName> = (
  input: z.output<Contract[K]['input']>,
) => Promise<z.output<Contract[K]['output']>>;

export type Handlers = { [K in MethodName]: Handler<K> };

/** A domain's slice of the handler table (mapping, checks, connection...). */
export type HandlerSlice<K extends MethodName> = { [P in K]: Handler<P> };

export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void;
