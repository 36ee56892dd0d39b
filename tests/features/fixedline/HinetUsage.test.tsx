import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SANDBOX_OTP_CODE } from '../../../src/sandbox/db/tables/login';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

async function proveCode(code: string) {
  const gate = await screen.findByRole('form', { name: "Confirm it's you" });
  if (within(gate).queryByRole('button', { name: 'Send code' })) {
    await userEvent.click(within(gate).getByRole('button', { name: 'Send code' }));
  }
  const field = await within(gate).findByLabelText(/^SMS code/);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(code);
  await userEvent.click(within(gate).getByRole('button', { name: 'Show usage' }));
  return gate;
}

describe('HiNet usage', () => {
  it('shows a failed load with a retry', async () => {
    refuseOnce('HinetBill/DialUsage');
    await renderRoute('/HiNetDialTotal', { preloadedState: signedInState(CHEN, 'HN12345678') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: "Confirm it's you" })).toBeInTheDocument();
  });

  it('asks the SMS code, keeps the form on a wrong one, then shows chart and table', async () => {
    await renderRoute('/HiNetAdslTotal', { preloadedState: signedInState(CHEN, 'HN12345678') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ADSL connection summary' }),
    ).toBeVisible();
    const gate = await proveCode('000000');
    expect(await within(gate).findByText(/The code is not right/)).toBeInTheDocument();
    await proveCode(SANDBOX_OTP_CODE);
    expect(
      await screen.findByRole('img', { name: /^Data used per month from/ }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Data used per month' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const month = screen.getByRole('region', { name: 'Data of the month' });
    expect(within(month).getByText('Download')).toBeInTheDocument();
    const picker = within(month).getByRole('combobox', { name: 'Month' });
    const first = within(picker).getAllByRole('option')[0];
    await userEvent.selectOptions(picker, first?.getAttribute('value') ?? '');
    expect(picker).toHaveValue(first?.getAttribute('value'));
  });

  it('shows value-added charges by service', async () => {
    await renderRoute('/HiNetValueTotal', { preloadedState: signedInState(CHEN, 'HN12345678') });
    await proveCode(SANDBOX_OTP_CODE);
    expect(
      await screen.findByRole('table', { name: 'Value-added charges per month' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('HiNet 防毒包').length).toBeGreaterThan(0);
  });
});
