import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from '../../src/components/QrCode';
import { qrMatrix } from '../../src/lib/qrMatrix';

describe('QrCode', () => {
  it('is one labelled image: the code with its quiet zone of four modules on each side', () => {
    const value = 'https://portal.example/App/consumer';
    render(<QrCode value={value} label="QR code: opens the app page" />);
    const image = screen.getByRole('img', { name: 'QR code: opens the app page' });
    const size = qrMatrix(value).length + 8;
    expect(image).toHaveAttribute('viewBox', `0 0 ${String(size)} ${String(size)}`);
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });
});
