import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  await import('../../../src/features/support/HamiCamScreen');
});

function asChen() {
  return signedInState(DEMO_CUSTOMER_IDS.fixedBroadband);
}

describe('Smart camera fault screen', () => {
  it(
    'finds the fault, keeps a bad phone, and files one report on a double click',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await renderRoute('/HamiCamTrouble', { preloadedState: asChen() });
      await user.click(await screen.findByRole('button', { name: 'Check my cameras' }, WAIT));

      const living = await screen.findByRole('listitem', { name: '客廳攝影機' }, WAIT);
      const network = within(living).getByRole('listitem', { name: 'Connection to the internet' });
      expect(network).toHaveTextContent('failed');
      expect(network).toHaveTextContent(/has not reached our servers/);
      expect(within(living).getByRole('listitem', { name: 'Power' })).toHaveTextContent(
        /passed.*switched on/,
      );
      const door = screen.getByRole('listitem', { name: '門口攝影機' });
      expect(door).toHaveTextContent('Every check passed.');
      expect(within(door).queryByRole('form')).toBeNull();

      const form = within(living).getByRole('form', { name: 'Report a fault for 客廳攝影機' });
      expect(within(form).getByLabelText('Contact name')).toHaveValue('陳美玲');
      await user.type(within(form).getByLabelText('Describe the problem'), 'Offline since noon');
      const phone = within(form).getByLabelText('Contact phone');
      await user.clear(phone);
      await user.type(phone, '12345');
      await user.click(within(form).getByRole('button', { name: 'Send the report' }));
      expect(phone).toHaveAccessibleDescription(/7 to 20 characters/);
      expect(phone).toHaveValue('12345');
      expect(db().support.cameraReports).toHaveLength(0);

      await user.clear(phone);
      await user.type(phone, '  0928765432 ');
      await user.type(within(form).getByLabelText('Second phone (optional)'), ' 0223456789');
      await user.dblClick(within(form).getByRole('button', { name: 'Send the report' }));
      const receipt = await within(living).findByText(/report number CT\d+/, {}, WAIT);
      expect(db().support.cameraReports).toHaveLength(1);
      const [filed] = db().support.cameraReports;
      expect(receipt).toHaveTextContent(filed?.id ?? 'missing');
      expect(filed?.payload).toMatchObject({
        cameraId: 'CAM-1001',
        code: 'CAM-NET-OFFLINE',
        description: 'Offline since noon',
        contact_name: '陳美玲',
        contact_phone: '0928765432,0223456789',
      });
      await waitFor(() => {
        expect(within(living).queryByRole('form')).toBeNull();
      });
    },
  );

  it('says when there is no camera on the account', async () => {
    const user = userEvent.setup();
    await renderRoute('/HamiCamTrouble', { preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Check my cameras' }, WAIT));
    expect(
      await screen.findByText('There is no smart camera on your account', {}, WAIT),
    ).toBeInTheDocument();
  });

  it('shows a failed check run with a retry', async () => {
    refuseOnce('Trouble/HamicamDetection');
    const user = userEvent.setup();
    await renderRoute('/HamiCamTrouble', { preloadedState: asChen() });
    await user.click(await screen.findByRole('button', { name: 'Check my cameras' }, WAIT));
    expect(await screen.findByText(CARRIER_REFUSAL, {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: '客廳攝影機' }, WAIT)).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    await renderRoute('/HamiCamTrouble');
    expect(await screen.findByRole('link', { name: 'Sign in' }, WAIT)).toBeInTheDocument();
  });
});
