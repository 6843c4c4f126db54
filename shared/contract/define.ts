import type { z } from 'zod';

/** One method of the contract: what the renderer sends and what main answers. */
export type MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  input: I;
  output: O;
};
export type ContractTable = Record<string, MethodSpec>;
export type EventTable = Record<string, z.ZodType>;

export const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O): MethodSpec<I, O> => ({
  input,
  output,
});
