import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountDue, NumberSubtitle } from '../../src/components/NumberSummaryText';
import { renderWithProviders } from '../support/render';

describe('NumberSubtitle', () => {
  it('puts kind, plan and further facts on one line', async () => {
    const { rerender } = await renderWithProviders(
      <NumberSubtitle
        number={{ deviceType: 'mobile', ratePlan: '5G 1399' }}
        more={['Contract until 1 Mar 2027']}
      />,
    );
    expect(screen.getByText('Mobile · 5G 1399 · Contract until 1 Mar 2027')).toBeVisible();
    rerender(<NumberSubtitle number={{ deviceType: 'broadband', ratePlan: '' }} />);
    expect(screen.getByText('Broadband')).toBeVisible();
  });
});

describe('AmountDue', () => {
  it('shows the amount with its due date, and an overdue one marked as overdue', async () => {
    const { rerender } = await renderWithProviders(
      <AmountDue number={{ amountDue: 1443, dueDate: '2026-12-10', billStatus: 'unpaid' }} />,
    );
    expect(screen.getByText('NT$1,443')).toBeVisible();
    expect(screen.getByText(/^due by /)).toBeVisible();
    rerender(
      <AmountDue number={{ amountDue: 699, dueDate: '2026-11-20', billStatus: 'overdue' }} />,
    );
    expect(screen.getByText('NT$699')).toBeVisible();
    expect(screen.getByText(/^overdue since /)).toBeVisible();
  });

  it('says when nothing is due, and when there is no bill yet', async () => {
    const { rerender } = await renderWithProviders(
      <AmountDue number={{ amountDue: 0, dueDate: null, billStatus: 'paid' }} />,
    );
    expect(screen.getByText('Nothing to pay')).toBeVisible();
    rerender(<AmountDue number={{ amountDue: 0, dueDate: null, billStatus: 'none' }} />);
    expect(screen.getByText('No bill yet')).toBeVisible();
  });
});
