import { describe, expect, it } from 'vitest';
import { checkShareAmounts, megabytesOfGb } from '../../../src/features/addons/shareAmounts';

describe('share amounts', () => {
  it.each([
    ['', 0],
    ['2', 2048],
    [' 1.5 ', 1536],
    ['0,25', 256],
    ['0', 0],
    ['abc', null],
    ['-1', null],
    ['1.234', null],
    ['12345', null],
  ])('reads %j GB as %j MB', (text, megabytes) => {
    expect(megabytesOfGb(text)).toBe(megabytes);
  });

  it('keeps the amounts above 0 and marks the field that passes what is left', () => {
    const checked = checkShareAmounts(
      [
        { deviceNo: '0933555666', text: '2' },
        { deviceNo: '0944000111', text: '' },
        { deviceNo: '0955000222', text: '3' },
      ],
      4 * 1024,
    );
    expect(checked.targets).toEqual([
      { deviceNo: '0933555666', dataMB: 2048 },
      { deviceNo: '0955000222', dataMB: 3072 },
    ]);
    expect([...checked.problems]).toEqual([['0955000222', 'overLeft']]);
  });

  it('marks an amount that is not a number, and nothing when all fits', () => {
    expect([...checkShareAmounts([{ deviceNo: 'a', text: 'x' }], 1024).problems]).toEqual([
      ['a', 'format'],
    ]);
    expect(checkShareAmounts([{ deviceNo: 'a', text: '1' }], 1024).problems.size).toBe(0);
  });
});
