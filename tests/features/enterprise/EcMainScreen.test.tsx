import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { readEcsSession } from '../../../src/api/ecsSession';
import { CARRIER_REFUSAL } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';
import { refuseEcsOnce, signInToEcs, WAIT } from './support';

beforeAll(async () => {
  await import('../../../src/features/enterprise/EcMainScreen');
});

describe('Enterprise home', { timeout: 30_000 }, () => {
  it('asks for the business sign-in even with a member signed in', async () => {
    await renderRoute('/ECMain', { preloadedState: signedInState() });
    expect(
      await screen.findByText(/Your personal member sign-in does not count here/, {}, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Business sign-in' })).toHaveAttribute(
      'href',
      '/ECSLogin',
    );
  });

  it('shows the administrator every line, the amount due and the open fault, with banners and news', async () => {
    signInToEcs('admin');
    await renderRoute('/ECMain');
    const table = await screen.findByRole('table', { name: 'Lines you can see' }, WAIT);
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const glance = screen.getByRole('region', { name: 'Your lines at a glance' });
    expect(glance).toHaveTextContent('NT$6,376');
    expect(glance).toHaveTextContent(/Lines with a fault open\s*1/);
    expect(await screen.findByRole('link', { name: /企業雲端方案/ }, WAIT)).toBeVisible();
    expect(await screen.findByRole('link', { name: '企業 5G 專網方案說明會' }, WAIT)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  });

  it('shows a staff user their two lines, and a failed load with a retry', async () => {
    signInToEcs('sales01');
    refuseEcsOnce('Overview');
    await renderRoute('/ECMain');
    expect(await screen.findByText(CARRIER_REFUSAL, {}, WAIT)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Lines you can see' }, WAIT);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).not.toHaveTextContent('0955123458');
  });

  it('signs the company user out on its own', async () => {
    signInToEcs('admin');
    const member = signedInState();
    const { store } = await renderRoute('/ECMain', { preloadedState: member });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Sign out of business services' }, WAIT));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business sign-in' }, WAIT),
    ).toBeVisible();
    expect(readEcsSession()).toBeNull();
    expect(store.getState().member.token).toBe(member.member?.token);
  });
});
