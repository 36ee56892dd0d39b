import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from '../../src/lib/qrMatrix';

/** A finder pattern: a 7x7 dark ring, a light ring, a 3x3 dark centre. */
function isFinderAt(matrix: boolean[][], top: number, left: number): boolean {
  for (let row = 0; row < 7; row += 1) {
    for (let column = 0; column < 7; column += 1) {
      const ring = Math.max(Math.abs(row - 3), Math.abs(column - 3));
      const shouldBeDark = ring !== 2;
      if (matrix[top + row]?.[left + column] !== shouldBeDark) return false;
    }
  }
  return true;
}

describe('qrMatrix', () => {
  it('draws a square code of a QR size with the three finder patterns', () => {
    const matrix = qrMatrix('https://portal.example/App/prepaid');
    const size = matrix.length;
    expect((size - 17) % 4).toBe(0);
    expect(matrix.every((row) => row.length === size)).toBe(true);
    expect(isFinderAt(matrix, 0, 0)).toBe(true);
    expect(isFinderAt(matrix, 0, size - 7)).toBe(true);
    expect(isFinderAt(matrix, size - 7, 0)).toBe(true);
    expect(isFinderAt(matrix, size - 7, size - 7)).toBe(false);
  });

  it('grows with the text and differs between texts', () => {
    const short = qrMatrix('https://portal.example/App');
    const long = qrMatrix(`https://portal.example/App?${'x'.repeat(200)}`);
    expect(long.length).toBeGreaterThan(short.length);
    expect(qrMatrix('https://portal.example/App/consumer')).not.toEqual(
      qrMatrix('https://portal.example/App/enterprise'),
    );
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module, moved by the quiet zone', () => {
    expect(
      qrPath(
        [
          [true, false],
          [false, true],
        ],
        4,
      ),
    ).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });
});
