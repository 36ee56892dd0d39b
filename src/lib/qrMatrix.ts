import qrcode from 'qrcode-generator';

/**
 * The dark modules of a QR code for `text` (byte mode, error correction M, the smallest version
 * that holds it), row by row. Scanners need a quiet zone of four modules around it: the drawing
 * adds it.
 */
export function qrMatrix(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => code.isDark(row, column)),
  );
}

/** The matrix as one SVG path: a unit square per dark module, offset by the quiet zone. */
export function qrPath(matrix: boolean[][], quietZone = 4): string {
  const squares: string[] = [];
  matrix.forEach((cells, row) => {
    cells.forEach((dark, column) => {
      if (dark) squares.push(`M${String(column + quietZone)} ${String(row + quietZone)}h1v1h-1z`);
    });
  });
  return squares.join('');
}
