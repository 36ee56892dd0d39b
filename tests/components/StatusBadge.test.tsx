import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, type StatusTone } from '../../src/components/StatusBadge';

describe('StatusBadge', () => {
  it('shows the status in words, whatever its tone', () => {
    const tones: StatusTone[] = ['ok', 'warn', 'bad', 'info', 'neutral'];
    render(
      <p>
        {tones.map((tone) => (
          <StatusBadge key={tone} tone={tone}>
            {`status ${tone}`}
          </StatusBadge>
        ))}
      </p>,
    );
    for (const tone of tones) {
      const badge = screen.getByText(`status ${tone}`);
      expect(badge).toBeVisible();
      expect(badge).toHaveClass('status-badge', `status-badge--${tone}`);
    }
  });

  it('is plain text in the reading order, not a control or a live region', () => {
    render(
      <p>
        Bill for March: <StatusBadge tone="bad">Overdue</StatusBadge>
      </p>,
    );
    expect(screen.getByText('Overdue').tagName).toBe('SPAN');
    expect(screen.getByText(/Bill for March/)).toHaveTextContent('Bill for March: Overdue');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
