import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MEMBER_REFUSAL_CODES } from '../../../src/api/types/memberRefusal';
import { paths } from '../../../src/config/paths';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { MEMBER_AREA_MESSAGES } from '../../../src/sandbox/db/tables/memberAreaRules';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

async function bindingStatus() {
  return within(await screen.findByRole('region', { name: 'Binding status' }));
}

describe('/PidSetting: unbinding asks first', () => {
  it('keeps the line bound when the member keeps it, and unbinds after confirming', async () => {
    const user = userEvent.setup();
    await renderRoute(paths.pidSetting, { preloadedState: signedInState(CHEN) });
    const status = await bindingStatus();
    await user.click(await status.findByRole('button', { name: 'Unbind 0223456789' }));
    expect(status.getByText(/^Unbind 0223456789 from your ID number\?/)).toHaveFocus();
    await user.click(status.getByRole('button', { name: 'Keep it bound' }));
    expect(status.getByRole('rowheader', { name: '0223456789' })).toBeVisible();

    await user.click(status.getByRole('button', { name: 'Unbind 0223456789' }));
    const unbind = status
      .getAllByRole('button', { name: 'Unbind 0223456789' })
      .find((button) => button.closest('table') === null);
    if (!unbind) throw new Error('no confirm button');
    await user.click(unbind);
    expect(await screen.findByText('0223456789 is no longer bound.')).toBeVisible();
    expect(status.getByText('No line has been proved yet.')).toBeVisible();
  });

  it("says the carrier's refusal in English, not the carrier's Chinese", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        apiUrl('CHTMember/DeleteDssn'),
        () =>
          HttpResponse.json({
            result: -1,
            code: MEMBER_REFUSAL_CODES.notBound,
            message: MEMBER_AREA_MESSAGES.notBound,
          }),
        { once: true },
      ),
    );
    await renderRoute(paths.pidSetting, { preloadedState: signedInState(CHEN) });
    const status = await bindingStatus();
    await user.click(await status.findByRole('button', { name: 'Unbind 0223456789' }));
    const confirm = status
      .getAllByRole('button', { name: 'Unbind 0223456789' })
      .find((button) => button.closest('table') === null);
    if (!confirm) throw new Error('no confirm button');
    await user.click(confirm);
    expect(await status.findByText('This number is not bound.')).toBeVisible();
    expect(screen.queryByText(MEMBER_AREA_MESSAGES.notBound)).toBeNull();
  });
});
