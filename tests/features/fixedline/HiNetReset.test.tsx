import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { db } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

async function type(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('/HiNetReset', () => {
  it('lets a visitor reset the MOD password; a bad number and a wrong code keep the form', async () => {
    await renderRoute('/HiNetReset');
    const form = await screen.findByRole('form', { name: 'MOD box password' });
    const modNo = within(form).getByLabelText(/^MOD number/);
    await type(modNo, 'M1234567');
    await type(within(form).getByLabelText(/^ID number/), 'f223456788');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(modNo).toHaveAttribute('aria-invalid', 'true');
    expect(modNo).toHaveAccessibleDescription(/M and 8 digits/);

    refuseOnce('MODReceiveNo', 'post');
    await type(modNo, 'M12345678');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CARRIER_REFUSAL);
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    const code = await within(form).findByLabelText(/^SMS code/);
    const password = within(form).getByLabelText(/^New MOD password/);
    expect(password).toHaveAccessibleDescription(/4 to 8 digits/);
    await type(code, '000000');
    await type(password, '2468');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset MOD password' }));
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    expect(code).toHaveAccessibleDescription(/The code is not right/);
    expect(password).toHaveValue('2468');
    expect(modNo).toHaveValue('M12345678');

    await type(code, '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset MOD password' }));
    expect(await within(form).findByText(/Your MOD password is changed/)).toBeInTheDocument();
    expect(db().fixedline.modBoxes[0]?.passwordChangedAt).not.toBeNull();
  });

  it('lets a visitor reset the HiNet password with a captcha, the SMS code and the holder id', async () => {
    await renderRoute('/HiNetReset');
    const form = await screen.findByRole('form', { name: 'HiNet account password' });
    await type(within(form).getByLabelText(/^HiNet account/), 'HN12345678');
    await type(within(form).getByLabelText(/^ID number/), 'F223456788');
    await type(within(form).getByLabelText(/^Mobile on the account/), '0928765432');
    await within(form).findByRole('img');
    await type(within(form).getByRole('textbox', { name: /characters/i }), '2580');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await type(await within(form).findByLabelText(/^SMS code/), '246810');
    const password = within(form).getByLabelText(/^New HiNet password/);
    expect(password).toHaveAccessibleDescription(/8 to 16 letters and digits/);
    await type(password, 'Hinet2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Change HiNet password' }));
    expect(await within(form).findByText(/Your HiNet password is changed/)).toBeInTheDocument();
    expect(db().fixedline.hnAccounts[0]?.passwordChangedAt).not.toBeNull();
  });

  it('lets a member change the password of the chosen HiNet line with the id', async () => {
    await renderRoute('/HiNetReset', { preloadedState: signedInState(CHEN, '0223456789') });
    const form = await screen.findByRole('form', { name: 'HiNet account password' });
    expect(within(form).getByText(/HN12345678/)).toBeInTheDocument();
    await type(within(form).getByLabelText(/^ID number/), 'f223456788');
    await type(within(form).getByLabelText(/^New HiNet password/), 'Hinet2028');
    await userEvent.click(within(form).getByRole('button', { name: 'Change HiNet password' }));
    expect(await within(form).findByText(/Your HiNet password is changed/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'MOD box password' })).toBeInTheDocument();
  });
});
