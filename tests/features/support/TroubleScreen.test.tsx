import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { refuseOnce } from '../../support/calls';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

function chenOnLandline() {
  return signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789');
}

/** Picks the first free visit day and period of the form. */
async function pickVisit(form: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const day = within(form).getByLabelText('Visit day');
  const firstDay = within(day).getAllByRole('option')[1];
  await user.selectOptions(day, firstDay?.getAttribute('value') ?? '');
  const period = within(form).getByLabelText('Visit time');
  const firstPeriod = within(period).getAllByRole('option')[1];
  await user.selectOptions(period, firstPeriod?.getAttribute('value') ?? '');
}

beforeAll(async () => {
  // The screen's chunk is transformed once here, not inside the first test's wait.
  await import('../../../src/features/support/TroubleScreen');
});

describe('Trouble screen, as a member', () => {
  it('shows the outage of the area and the line test before the report', async () => {
    await renderRoute('/Trouble', { preloadedState: chenOnLandline() });
    const outage = await screen.findByRole(
      'note',
      { name: 'Outage in your area' },
      { timeout: 5_000 },
    );
    expect(outage).toHaveTextContent('大安區');
    expect(await screen.findByText(/Line test passed/)).toBeInTheDocument();
  });

  it('explains a failed broadband line test by its code', async () => {
    await renderRoute('/Trouble', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678'),
    });
    expect(await screen.findByText('Line test failed (code E203)')).toBeInTheDocument();
    expect(await screen.findByText(/line signal is too weak/)).toBeInTheDocument();
  });

  it(
    'offers to pay an overdue bill first and the member’s numbers as the contact phone',
    { timeout: 30_000 },
    async () => {
      refuseOnce('Trouble/getLineInfo', 'post');
      const user = userEvent.setup();
      await renderRoute('/Trouble', {
        preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile, '0922333444'),
      });
      await screen.findByText("We couldn't check this number's bills", {}, { timeout: 5_000 });
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      const overdue = await screen.findByRole('note', { name: 'This number has an overdue bill' });
      expect(overdue).toHaveTextContent(/A bill of NT\$[\d,]+ was due on/);

      const form = await screen.findByRole('form', { name: 'Report the fault' });
      const phone = within(form).getByLabelText('Contact phone');
      expect(phone).toHaveValue('0922333444');
      await user.click(within(form).getByRole('button', { name: 'Use 0912345678' }));
      expect(phone).toHaveValue('0912345678');
      expect(within(form).getByRole('button', { name: 'Use 0922333444' })).toBeVisible();

      await user.click(within(overdue).getByRole('link', { name: 'Pay first' }));
      await waitFor(() => {
        expect(db().support.troubleLogs).toContainEqual(
          expect.objectContaining({ name: 'clickPay', deviceNo: '0922333444' }),
        );
      });
    },
  );

  it('keeps what was typed and says what is missing', async () => {
    const user = userEvent.setup();
    await renderRoute('/Trouble', { preloadedState: chenOnLandline() });
    const form = await screen.findByRole('form', { name: 'Report the fault' });
    await user.type(within(form).getByLabelText('Describe the problem'), 'No tone since noon');
    await user.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(within(form).getByLabelText('What is wrong')).toHaveAccessibleDescription(
      "This field can't be left blank.",
    );
    expect(within(form).getByLabelText('What is wrong')).toHaveFocus();
    expect(within(form).getByLabelText('Describe the problem')).toHaveValue('No tone since noon');
    expect(db().support.troubleTickets).toHaveLength(1);
  });

  it('files one report on a double click, lists it, and cancels it', async () => {
    const user = userEvent.setup();
    await renderRoute('/Trouble', { preloadedState: chenOnLandline() });
    const form = await screen.findByRole('form', { name: 'Report the fault' });
    await user.selectOptions(within(form).getByLabelText('What is wrong'), 'FL01');
    await user.type(within(form).getByLabelText('Describe the problem'), 'No dial tone');
    await pickVisit(form, user);
    await user.dblClick(within(form).getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Your report has been sent')).toBeInTheDocument();
    expect(db().support.troubleTickets).toHaveLength(2);

    const id = db().support.troubleTickets[1]?.id ?? '';
    const card = await screen.findByRole('listitem', { name: `Report ${id}` });
    expect(within(card).getByText('Received')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel the report' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();

    // A double click on "Report another fault" (where "Send" was) still opens one new form.
    const another = screen.getByRole('button', { name: 'Report another fault' });
    await user.dblClick(another);
    expect(await screen.findByRole('form', { name: 'Report the fault' })).toBeInTheDocument();
  });

  it('changes the contact phone of a report with the phones trimmed and comma-joined', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('Trouble/Modify?')) sent.push(request.url);
    });
    await renderRoute('/Trouble', { preloadedState: chenOnLandline() });
    const card = await screen.findByRole('listitem', { name: 'Report T202600001' });
    await user.click(within(card).getByRole('button', { name: 'Change contact or visit' }));
    const form = within(card).getByRole('form', { name: 'Change report T202600001' });
    const phone = within(form).getByLabelText('Contact phone');
    await user.clear(phone);
    await user.type(phone, ' 0223456789 ');
    await user.type(within(form).getByLabelText('Second phone (optional)'), ' 0912000111');
    await user.click(within(form).getByRole('button', { name: 'Save the change' }));
    expect(await within(card).findByText(/technician informed/)).toBeInTheDocument();
    const query = new URL(sent[0] ?? 'http://x').searchParams;
    expect(query.get('contact_phone')).toBe('0223456789,0912000111');
    expect(within(card).getByText(/0223456789, 0912000111/)).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('shows the carrier’s refusal and keeps the report when the slot was just taken', async () => {
    const user = userEvent.setup();
    await renderRoute('/Trouble', { preloadedState: chenOnLandline() });
    const form = await screen.findByRole('form', { name: 'Report the fault' });
    await user.selectOptions(within(form).getByLabelText('What is wrong'), 'FL02');
    await user.type(within(form).getByLabelText('Describe the problem'), 'Crackling');
    await pickVisit(form, user);
    server.use(
      http.post(
        apiUrl('Trouble/Add'),
        () =>
          HttpResponse.json({
            result: -1,
            code: 'TROUBLE_SLOT_TAKEN',
            message: '此維修時段已額滿，請改選其他時段',
          }),
        { once: true },
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('此維修時段已額滿');
    expect(within(form).getByLabelText('Describe the problem')).toHaveValue('Crackling');
  });

  it('retries the list after a failure', async () => {
    const user = userEvent.setup();
    refuseOnce('Trouble/List');
    await renderRoute('/Trouble', { preloadedState: chenOnLandline() });
    const section = await screen.findByRole('region', { name: 'My reports' });
    const alert = await within(section).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(within(section).getByRole('listitem', { name: 'Report T202600001' })).toBeVisible();
    });
  });
});
