import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../src/components/page/NotFoundPage';
import { renderWithProviders } from '../support/render';

describe('NotFoundPage', () => {
  it('says the page is not found and links home', async () => {
    await renderWithProviders(<NotFoundPage />, { route: '/NoSuchPage' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });
});
