import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { refuseEcsOnce, signInToEcs, WAIT } from './support';

beforeAll(async () => {
  await import('../../../src/features/enterprise/EcMyScreen');
});

describe('Business account', { timeout: 30_000 }, () => {
  it('shows the company with a masked tax id, the enterprise card and the enquiry in progress', async () => {
    signInToEcs('admin');
    await renderRoute('/ECMy');
    const company = await screen.findByRole('region', { name: 'Company' }, WAIT);
    expect(company).toHaveTextContent('好客科技股份有限公司');
    expect(company).toHaveTextContent('2468****');
    expect(company).not.toHaveTextContent('24681358');
    const card = screen.getByRole('region', { name: 'Enterprise customer card' });
    expect(await within(card).findByText('Enterprise customer', {}, WAIT)).toBeVisible();
    expect(screen.queryByText(/VIP/)).toBeNull();
    expect(screen.queryByRole('link', { name: /upgrade/i })).toBeNull();
    const enquiries = screen.getByRole('table', { name: 'Enquiries' });
    expect(within(enquiries).getByRole('row', { name: /EQ00000001/ })).toHaveTextContent(
      'In progress',
    );
    expect(screen.getByRole('table', { name: 'Lines' }).querySelectorAll('tbody tr')).toHaveLength(
      6,
    );
  });

  it('lets the administrator invite and remove a staff user', async () => {
    signInToEcs('admin');
    const user = userEvent.setup();
    await renderRoute('/ECMy');
    const invite = await screen.findByRole('form', { name: 'Invite a staff user' }, WAIT);
    await user.type(within(invite).getByLabelText('User ID'), 'ops02');
    await user.type(within(invite).getByLabelText('Name'), '陳小華');
    await user.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(
      await within(invite).findByText(
        /^陳小華 is invited\. First password: Start-\d{4}\./,
        {},
        WAIT,
      ),
    ).toBeVisible();
    const users = screen.getByRole('table', { name: 'Users' });
    expect(await within(users).findByRole('row', { name: /陳小華/ }, WAIT)).toBeVisible();

    await user.click(within(users).getByRole('button', { name: 'Remove 林小芬' }));
    await user.click(screen.getByRole('button', { name: 'Remove user' }));
    await waitFor(() => {
      expect(within(users).queryByRole('row', { name: /林小芬/ })).toBeNull();
    }, WAIT);
    expect(db().ecs.users.map((row) => row.userId)).toEqual(['admin', 'ops02']);
  });

  it('shows a staff user only themselves and no orders, and a failed load with a retry', async () => {
    signInToEcs('sales01');
    refuseEcsOnce('Company');
    await renderRoute('/ECMy');
    expect(await screen.findByText(CARRIER_REFUSAL, {}, WAIT)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const users = await screen.findByRole('table', { name: 'Users' }, WAIT);
    expect(within(users).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a staff user' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Orders' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Enquiries' })).toHaveTextContent('No enquiries yet.');
  });
});
