import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { manualClicks } from '../../../src/sandbox/handlers/deviceManual';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

describe('/DeviceManual', () => {
  it("puts the member's own handset first, opens its chapters and logs the chapter opened", async () => {
    const user = userEvent.setup();
    await renderRoute('/DeviceManual', { preloadedState: signedInState() });
    const list = await screen.findByRole('navigation', { name: 'Handset manuals' });
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('no manual listed');
    expect(await within(first).findByText(/your phone/)).toBeVisible();

    await user.click(within(first).getByRole('button'));
    const chapters = await screen.findAllByRole('group');
    const chapter = chapters[0];
    if (!chapter) throw new Error('no chapter shown');
    expect(manualClicks()).toHaveLength(0);
    await user.click(chapter.querySelector('summary') ?? chapter);
    await vi.waitFor(() => {
      expect(manualClicks()).toHaveLength(1);
    });
  });

  it('shows the carrier’s refusal with a retry that loads the manuals', async () => {
    const user = userEvent.setup();
    refuseOnce('Device/MobileManualList');
    await renderRoute('/DeviceManual');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('navigation', { name: 'Handset manuals' })).toBeVisible();
  });
});
