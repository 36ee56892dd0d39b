import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { prepaidSessionState } from '../../support/session';

describe('/Cookbook', () => {
  it('shows each guide from the locale file with its steps and a link to its service', async () => {
    await renderRoute('/Cookbook');
    const guide = screen.getByRole('article', { name: 'Top up a prepaid card' });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(4);
    expect(within(guide).getByText(/free voice line 123/)).toBeInTheDocument();
    expect(within(guide).getByRole('link', { name: 'Go to Prepaid top-up' })).toHaveAttribute(
      'href',
      '/PrepaidTopUp',
    );
  });

  it('is written in the interface language', async () => {
    await renderRoute('/Cookbook', { language: 'zh-TW' });
    expect(screen.getByRole('article', { name: '出國使用手機' })).toBeInTheDocument();
  });
});

describe('/CheatSheet', () => {
  it('lists the short codes, the free line 123 dialable', async () => {
    await renderRoute('/CheatSheet');
    const table = screen.getByRole('table', { name: 'Short codes and hotlines' });
    expect(within(table).getByRole('link', { name: 'Call 123' })).toHaveAttribute(
      'href',
      'tel:123',
    );
    expect(within(table).getByRole('link', { name: 'Call 0800-080-123' })).toHaveAttribute(
      'href',
      'tel:0800080123',
    );
    expect(within(table).getByRole('rowheader', { name: '*#06#' })).toBeInTheDocument();
  });

  it('links the most used services this customer may use', async () => {
    await renderRoute('/CheatSheet', { preloadedState: prepaidSessionState('0987000401') });
    const services = screen.getByRole('navigation', { name: 'Most used services' });
    expect(within(services).getByRole('link', { name: 'Prepaid top-up' })).toBeInTheDocument();
    expect(
      within(services).queryByRole('link', { name: 'Bills and payment' }),
    ).not.toBeInTheDocument();
  });
});
