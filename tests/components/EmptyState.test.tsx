import { screen } from '@testing-library/react';
import { Wifi } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../../src/components/page/StatusStates';
import { renderWithProviders } from '../support/render';

describe('EmptyState', () => {
  it('says what is missing beside a decorative icon and offers the next step', async () => {
    const { container, rerender } = await renderWithProviders(
      <EmptyState title="No bills yet">
        <a href="/Bill">See earlier bills</a>
      </EmptyState>,
    );
    expect(screen.getByText('No bills yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See earlier bills' })).toBeVisible();
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    const defaultIcon = icon?.getAttribute('class');
    rerender(<EmptyState title="No broadband line" icon={Wifi} />);
    expect(screen.getByText('No broadband line')).toBeVisible();
    expect(container.querySelector('svg')?.getAttribute('class')).not.toBe(defaultIcon);
  });
});
