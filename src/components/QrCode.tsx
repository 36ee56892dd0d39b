import { useMemo } from 'react';
import { qrMatrix, qrPath } from '../lib/qrMatrix';
import './qrCode.css';

const QUIET_ZONE = 4;

/**
 * A QR code for `value`, drawn as SVG (sharp at any size, printable), dark on white whatever the
 * theme, with a quiet zone. `label` says what scanning it does, for screen readers.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { path: qrPath(matrix, QUIET_ZONE), size: matrix.length + 2 * QUIET_ZONE };
  }, [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      shapeRendering="crispEdges"
    >
      <rect className="qr-code__paper" width={size} height={size} />
      <path className="qr-code__ink" d={path} />
    </svg>
  );
}
