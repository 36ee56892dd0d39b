import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../support/render';

describe('route table', () => {
  it('renders the home screen', async () => {
    await renderRoute('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderRoute('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
