import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageTabs } from '../../src/components/PageTabs';

describe('PageTabs', () => {
  it('lists the pages as links in a named navigation, the current one marked', () => {
    render(
      <MemoryRouter>
        <PageTabs
          label="Sharing pages"
          tabs={[
            { key: 'share', to: '/DataTransfer/share', label: 'Share now', current: false },
            { key: 'log', to: '/DataTransfer/log', label: 'Log', current: true },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Sharing pages' });
    const share = within(nav).getByRole('link', { name: 'Share now' });
    const log = within(nav).getByRole('link', { name: 'Log' });
    expect(share).toHaveAttribute('href', '/DataTransfer/share');
    expect(share).not.toHaveAttribute('aria-current');
    expect(log).toHaveAttribute('aria-current', 'page');
  });
});
