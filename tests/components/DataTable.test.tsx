import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from '../../src/components/table/DataTable';
import { ScrollRegion } from '../../src/components/table/ScrollRegion';
import { renderWithProviders } from '../support/render';

interface Payment {
  id: string;
  month: string;
  amount: string;
}

const columns: Column<Payment>[] = [
  { key: 'month', header: 'Month', rowHeader: true, cell: (row) => row.month },
  { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
];

describe('DataTable', () => {
  it('names the table by its caption and its columns and rows by their headers', async () => {
    await renderWithProviders(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={[{ id: '1', month: 'March 2026', amount: 'NT$1,443' }]}
        rowKey={(row) => row.id}
        empty="No payments yet"
        rowAction={(row) => <button type="button">Details of {row.month}</button>}
        actionHeader="Actions"
      />,
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Amount', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'March 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'NT$1,443' })).toHaveClass(
      'data-table__numeric',
    );
    expect(
      within(table).getByRole('button', { name: 'Details of March 2026' }),
    ).toBeInTheDocument();
  });

  it('says so in one full-width row when there is no row', async () => {
    await renderWithProviders(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty="No payments yet"
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const empty = within(rows[1]!).getByRole('cell', { name: 'No payments yet' });
    expect(empty).toHaveAttribute('colspan', '2');
  });

  it('scrolls in a labelled region', async () => {
    await renderWithProviders(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty="-"
      />,
    );
    expect(screen.getByRole('region', { name: 'Payments' })).toContainElement(
      screen.getByRole('table', { name: 'Payments' }),
    );
  });

  it('has no scroll region when laid out as cards', async () => {
    await renderWithProviders(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty="-"
        narrow="cards"
      />,
    );
    expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('folds a secondary column under the row header for mid widths, named by its column', async () => {
    await renderWithProviders(
      <DataTable
        caption="Payments"
        columns={[
          ...columns,
          { key: 'method', header: 'Paid by', secondary: true, cell: () => 'Credit card' },
        ]}
        rows={[{ id: '1', month: 'March 2026', amount: 'NT$1,443' }]}
        rowKey={(row) => row.id}
        empty="-"
        narrow="cards"
      />,
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    // The column (shown from 1100 px) and its fold in the row header (768-1099 px): the
    // stylesheet shows one of the two at any width.
    expect(within(table).getByRole('columnheader', { name: 'Paid by' })).toHaveClass(
      'data-table__secondary',
    );
    expect(within(table).getByRole('cell', { name: 'Credit card' })).toHaveClass(
      'data-table__secondary',
    );
    const folded = within(table).getByRole('rowheader').querySelector('.data-table__folded');
    expect(folded).toHaveTextContent('Paid byCredit card');
  });
});

describe('ScrollRegion', () => {
  it('is one labelled region that the keyboard can reach', async () => {
    await renderWithProviders(
      <ScrollRegion label="All numbers">
        <p>wide content</p>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'All numbers' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
