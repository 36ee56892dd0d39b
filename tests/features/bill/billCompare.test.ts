import { describe, expect, it } from 'vitest';
import type { BillLine } from '../../../src/api/types/bill';
import { compareBills } from '../../../src/features/bill/billCompare';

const line = (code: string, amount: number, name = code): BillLine => ({ code, name, amount });

describe('compareBills', () => {
  it('names every kind of charge as up, down, new, gone or the same', () => {
    const before = [
      line('monthlyFee', 1399),
      line('calls', 120),
      line('sms', 20),
      line('discount', -140),
      line('tax', 70),
    ];
    const after = [
      line('monthlyFee', 1399),
      line('dataAddOn', 150),
      line('calls', 95),
      line('discount', -160),
      line('tax', 74),
    ];
    expect(
      compareBills(before, after).map(({ code, kind, before: b, after: a }) => [code, kind, b, a]),
    ).toEqual([
      ['monthlyFee', 'same', 1399, 1399],
      ['dataAddOn', 'new', null, 150],
      ['calls', 'down', 120, 95],
      ['discount', 'creditUp', -140, -160],
      ['tax', 'up', 70, 74],
      ['sms', 'gone', 20, null],
    ]);
  });

  it('adds up lines of the same kind and tells a smaller discount', () => {
    const before = [line('calls', 50), line('calls', 30), line('discount', -100)];
    const after = [line('calls', 80), line('discount', -60)];
    expect(compareBills(before, after)).toEqual([
      { code: 'calls', name: 'calls', before: 80, after: 80, kind: 'same' },
      { code: 'discount', name: 'discount', before: -100, after: -60, kind: 'creditDown' },
    ]);
  });

  it('keeps the carrier wording of lines it does not know', () => {
    const changes = compareBills([], [line('lateFee', 30, '逾期手續費')]);
    expect(changes).toEqual([
      { code: 'lateFee', name: '逾期手續費', before: null, after: 30, kind: 'new' },
    ]);
  });
});
