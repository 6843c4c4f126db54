import { say } from '../error-messages';
import { AppError } from '../errors';

/** The spec recommends 500 to 1000 records per request; more can time out. */
const MAX_BATCH_SIZE = 1000;

export function checkBatchSize(size: number): number {
  if (!Number.isInteger(size) || size < 1 || size > MAX_BATCH_SIZE) {
    throw new AppError(
      'invalid_input',
      `The batch size must be a whole number from 1 to ${MAX_BATCH_SIZE}.`,
      {
        say: say('submit.batchSize', { max: MAX_BATCH_SIZE }),
      },
    );
  }
  return size;
}

/** Splits records into consecutive batches of at most `size`, keeping their order. */
export function toBatches<T>(records: readonly T[], size: number): T[][] {
  checkBatchSize(size);
  const batches: T[][] = [];
  for (let i = 0; i < records.length; i += size) batches.push(records.slice(i, i + size));
  return batches;
}
