import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryView, type QueryLike } from '../../src/components/page/QueryView';
import { renderWithProviders } from '../support/render';

function view(query: QueryLike<string[]>) {
  return renderWithProviders(
    <QueryView
      query={query}
      loading="Loading your payments…"
      errorTitle="We couldn't load your payments"
      isEmpty={(rows) => rows.length === 0}
      emptyTitle="No payments yet"
      emptyBody={<p>Payments show here once you pay.</p>}
    >
      {(rows) => (
        <ul aria-label="Payments">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
}

const idle = { isFetching: false, refetch: () => undefined };

describe('QueryView', () => {
  it('announces loading while there is no data', async () => {
    await view({ ...idle, isFetching: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your payments…');
  });

  it('shows the error with its message and a retry that refetches', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    await view({ ...idle, refetch, error: { message: 'The carrier is busy' } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your payments");
    expect(alert).toHaveTextContent('The carrier is busy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows loading, not the old error, while a retry runs', async () => {
    await view({ ...idle, isFetching: true, error: { message: 'The carrier is busy' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the empty state with its next step', async () => {
    await view({ ...idle, currentData: [] });
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByText('Payments show here once you pay.')).toBeInTheDocument();
  });

  it('renders the data', async () => {
    await view({ ...idle, currentData: ['March', 'April'] });
    expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent('MarchApril');
  });
});
