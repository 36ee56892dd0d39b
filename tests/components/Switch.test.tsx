import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/api/http';
import { Switch } from '../../src/components/Switch';
import { renderWithProviders } from '../support/render';

/** A setting saved somewhere else: `refuse` makes the next save fail; every save is listed. */
function Setting({ refuse = false, saves }: { refuse?: boolean; saves: boolean[] }) {
  const [stored, setStored] = useState(false);
  const [refusing, setRefusing] = useState(refuse);
  return (
    <Switch
      label="Roaming"
      hint="Calls and data abroad"
      checked={stored}
      failedTitle="Roaming was not changed"
      savedText={(on) => (on ? 'Roaming is now on.' : 'Roaming is now off.')}
      onSave={(next) => {
        saves.push(next);
        if (refusing) {
          setRefusing(false);
          return Promise.resolve<ApiError>({ message: 'The number is suspended.' });
        }
        setStored(next);
        return Promise.resolve(null);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a labelled switch that saves on change and offers to undo it', async () => {
    const user = userEvent.setup();
    const saves: boolean[] = [];
    await renderWithProviders(<Setting saves={saves} />);
    const toggle = screen.getByRole('switch', { name: 'Roaming' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Calls and data abroad');

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByText('Roaming is now on.')).toBeVisible();
    expect(saves).toEqual([true]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Roaming is now off.')).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(saves).toEqual([true, false]);
    // An undo is not undone in turn.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('is worked from the keyboard', async () => {
    const user = userEvent.setup();
    const saves: boolean[] = [];
    await renderWithProviders(<Setting saves={saves} />);
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Roaming' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByText('Roaming is now on.')).toBeVisible();
    expect(saves).toEqual([true]);
  });

  it('goes back, says why and tries the change again on request when it is refused', async () => {
    const user = userEvent.setup();
    const saves: boolean[] = [];
    await renderWithProviders(<Setting refuse saves={saves} />);
    const toggle = screen.getByRole('switch', { name: 'Roaming' });
    await user.click(toggle);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Roaming was not changed');
    expect(alert).toHaveTextContent('The number is suspended.');
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Roaming is now on.')).toBeVisible();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(saves).toEqual([true, true]);
  });
});
