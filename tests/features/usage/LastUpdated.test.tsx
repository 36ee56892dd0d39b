import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LastUpdated } from '../../../src/features/usage/LastUpdated';
import { renderWithProviders } from '../../support/render';

const MEASURED = new Date('2026-03-15T02:00:00Z');
const minutes = (count: number) => count * 60_000;

describe('last update time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function ageShown() {
    return screen.getByText(/^Updated /).closest('p');
  }

  it('is up to date until 10 minutes, orange after, red after an hour, in words too', async () => {
    vi.setSystemTime(new Date(MEASURED.getTime() + minutes(10)));
    await renderWithProviders(<LastUpdated updatedAt={MEASURED.toISOString()} />);
    expect(ageShown()).toHaveAttribute('data-age', 'fresh');
    expect(ageShown()).toHaveTextContent('Updated 03/15/2026, 10:00 (up to date, 10 min ago)');

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(ageShown()).toHaveAttribute('data-age', 'stale');
    expect(ageShown()).toHaveClass('usage-updated--stale');
    expect(ageShown()).toHaveTextContent('(over 10 minutes old: 10 min ago)');

    act(() => {
      vi.advanceTimersByTime(minutes(50));
    });
    expect(ageShown()).toHaveAttribute('data-age', 'old');
    expect(ageShown()).toHaveTextContent('(over an hour old: 60 min ago)');
    expect(ageShown()).toHaveClass('usage-updated--old');
  });

  it('treats exactly an hour as orange, and a time in the future as up to date', async () => {
    vi.setSystemTime(new Date(MEASURED.getTime() + minutes(60)));
    const { unmount } = await renderWithProviders(
      <LastUpdated updatedAt={MEASURED.toISOString()} />,
    );
    expect(ageShown()).toHaveAttribute('data-age', 'stale');
    unmount();
    vi.setSystemTime(new Date(MEASURED.getTime() - minutes(5)));
    await renderWithProviders(<LastUpdated updatedAt={MEASURED.toISOString()} />);
    expect(ageShown()).toHaveAttribute('data-age', 'fresh');
    expect(ageShown()).toHaveTextContent('0 min ago');
  });
});
