import { describe, expect, it } from 'vitest';
import { AppError, toErrorShape } from '../../../electron/core/errors';
import { prepareTransfer, rebuildError, serialiseError } from '../../../electron/core/workers/protocol';

/** Through structured clone, as a worker message goes. */
const cloned = <T>(value: T): T => structuredClone(value);

describe('errors across threads', () => {
  it('rebuilds an AppError with the same code, message, retryable, detail and message code', () => {
    const original = new AppError('bad_file', '"menu.xlsx" is damaged.', {
      retryable: false,
      detail: 'row 3',
      say: { id: 'file.damagedXlsx', params: { file: 'menu.xlsx' } },
    });
    const back = rebuildError(cloned(serialiseError(original)));
    expect(back).toBeInstanceOf(AppError);
    expect(toErrorShape(back)).toEqual(original.toShape());
    expect(back.stack).toBe(original.stack);
  });

  it('shows why it is needed: a cloned AppError is a plain Error without code', () => {
    const raw = cloned(new AppError('bad_file', 'x'));
    expect(raw).not.toBeInstanceOf(AppError);
    expect(toErrorShape(raw).code).toBe('internal');
  });

  it('keeps the name of other errors (an AbortError stays a cancellation) and hides their text', () => {
    const abort = rebuildError(cloned(serialiseError(new DOMException('aborted', 'AbortError'))));
    expect(toErrorShape(abort).code).toBe('cancelled');
    const other = rebuildError(cloned(serialiseError(new TypeError('x is undefined'))));
    expect(other.name).toBe('TypeError');
    expect(other.message).toBe('x is undefined');
    expect(toErrorShape(other).code).toBe('internal');
    expect(rebuildError(cloned(serialiseError('a string'))).message).toBe('a string');
  });
});

describe('prepareTransfer', () => {
  it('transfers a byte array that owns its buffer, leaving the sender empty', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const { values, transfer } = prepareTransfer([bytes, 'name.csv']);
    expect(values).toEqual([bytes, 'name.csv']);
    expect(transfer).toEqual([bytes.buffer]);
    const received = structuredClone(values, { transfer });
    expect(received[0]).toEqual(new Uint8Array([1, 2, 3]));
    expect(bytes.byteLength).toBe(0);
  });

  it("copies a slice of Node's Buffer pool instead of emptying memory other buffers use", () => {
    const small = Buffer.from('ItemId,IntegrationCode\n1,A1\n');
    const neighbour = Buffer.from('neighbour');
    const { values, transfer } = prepareTransfer([small]);
    expect(values[0]).not.toBe(small);
    structuredClone(values, { transfer });
    expect(small.toString()).toBe('ItemId,IntegrationCode\n1,A1\n');
    expect(neighbour.toString()).toBe('neighbour');
  });

  it('copies a view into a bigger buffer, and transfers a shared buffer only once', () => {
    const big = new Uint8Array(16).fill(7);
    const view = big.subarray(4, 8);
    const prepared = prepareTransfer([view]);
    structuredClone(prepared.values, { transfer: prepared.transfer });
    expect(big.byteLength).toBe(16);

    const owned = new Uint8Array(4);
    const twice = prepareTransfer([owned, owned]);
    expect(twice.transfer).toHaveLength(1);
    expect(() => structuredClone(twice.values, { transfer: twice.transfer })).not.toThrow();
  });
});
