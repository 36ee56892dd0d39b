import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { mutate } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

async function type(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('/FixedlineMGM', () => {
  it('shows a failed load with a retry, then the recommendations', async () => {
    refuseOnce('FixedlineMGM');
    await renderRoute('/FixedlineMGM', { preloadedState: signedInState(CHEN) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Friends you recommended' });
    expect(within(table).getByText('Line installed')).toBeInTheDocument();
  });

  it('says so when nobody was recommended', async () => {
    mutate((database) => {
      database.fixedline.recommendations = [];
    });
    await renderRoute('/FixedlineMGM', { preloadedState: signedInState(CHEN) });
    expect(await screen.findByText('You have not recommended anyone yet.')).toBeInTheDocument();
  });

  it('checks the promoter number at the field and adds a recommendation', async () => {
    await renderRoute('/FixedlineMGM', { preloadedState: signedInState(CHEN) });
    const form = await screen.findByRole('form', { name: 'Recommend a friend' });
    const promoter = within(form).getByLabelText(/^Promoter number/);
    expect(promoter).not.toHaveValue('');
    await type(within(form).getByLabelText(/^Friend's name/), '王小華');
    await type(within(form).getByLabelText(/^Friend's mobile/), '0933222111');
    await type(promoter, 'Y12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Send recommendation' }));
    expect(promoter).toHaveAttribute('aria-invalid', 'true');
    await type(promoter, 'z12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Send recommendation' }));
    expect(await within(form).findByText(/Thank you\. We will call 王\*\*/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Friends you recommended' });
    expect(await within(table).findByText('Received')).toBeInTheDocument();
  });
});
