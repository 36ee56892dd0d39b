import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mutate } from '../../../src/sandbox/db/state';
import { lineIn } from '../../../src/sandbox/db/tables/mobileRules';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const onNumber = (deviceNo: string) => signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo);

beforeAll(async () => {
  await import('../../../src/features/addons/AdblockScreen');
  await import('../../../src/features/addons/MobileSecurityScreen');
});

describe('Ad blocking and mobile security screens', () => {
  it('asks a visitor to sign in to /Adblock', async () => {
    await renderRoute('/Adblock');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/Adblock')),
    );
  });

  it('turns ad blocking on and off, and explains what it blocks', async () => {
    const user = userEvent.setup();
    await renderRoute('/Adblock', { preloadedState: onNumber('0912345678') });
    const card = await screen.findByRole('region', { name: 'Ad blocking on this number' });
    expect(screen.getByRole('region', { name: 'What it blocks' })).toHaveTextContent('Trackers');
    await user.click(within(card).getByRole('button', { name: 'Turn ad blocking on' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on' }),
    );
    expect(await within(card).findByText('Ad blocking on')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Turn ad blocking off' }));
    const off = await screen.findByRole('dialog', { name: 'Turn ad blocking off?' });
    expect(off).toHaveTextContent('The NT$35 monthly fee stops from the same day.');
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByText('Ad blocking off')).toBeVisible();
  });

  it('refuses mobile security on a suspended line with the reason', async () => {
    const user = userEvent.setup();
    mutate((database) => {
      const line = lineIn(database, '0922333444');
      if (line) line.suspend = 'twoWaySuspended';
    });
    await renderRoute('/Msecuritygo2', { preloadedState: onNumber('0922333444') });
    const card = await screen.findByRole('region', { name: 'Mobile security on this number' });
    expect(card).toHaveTextContent('NT$49 a month on your phone bill.');
    expect(screen.getByRole('region', { name: 'How to get started' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Turn protection on' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/suspended|停話/);
    expect(card).toHaveTextContent('Protection off');
  });

  it('tells a fixed-line number that ad blocking is for mobile numbers', async () => {
    await renderRoute('/Adblock', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    expect(await screen.findByText('This service is not for this number')).toBeVisible();
  });
});
