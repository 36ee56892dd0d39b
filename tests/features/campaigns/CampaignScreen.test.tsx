import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const WANG = DEMO_CUSTOMER_IDS.mobile;

async function yourPart() {
  return screen.findByRole('region', { name: 'Your part' });
}

function figure(part: HTMLElement, label: string) {
  return within(part).getByText(label).nextElementSibling?.textContent;
}

describe('a campaign page', () => {
  it('signs in once a day: the streak grows by one, and the button then says why not again', async () => {
    const user = userEvent.setup();
    await renderRoute('/BadmintonSignin', { preloadedState: signedInState() });
    const part = await yourPart();
    expect(figure(part, 'Days in a row')).toBe('2');
    expect(
      within(part).getByRole('list', { name: 'Your sign-ins in the last 7 days' }),
    ).toBeInTheDocument();
    await user.click(within(part).getByRole('button', { name: 'Sign in for today' }));
    expect(await within(part).findByRole('status')).toHaveTextContent('You won 30 Hami points!');
    await within(part).findByText('3');
    const button = within(part).getByRole('button', { name: 'Sign in for today' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/You have signed in today/);
    expect(screen.getByRole('link', { name: 'See your record' })).toHaveAttribute(
      'href',
      '/BadmintonRecord',
    );
  });

  it('shows the period, the rules worded from the configuration and the prizes left', async () => {
    await renderRoute('/TreasureHunt2025', { preloadedState: signedInState() });
    const rules = await screen.findByRole('region', { name: 'How it works' });
    expect(rules).toHaveTextContent('1 a day and 3 in the whole campaign');
    expect(rules).toHaveTextContent('NT$30 off your next phone bill');
    expect(screen.getByText('Running')).toBeInTheDocument();
  });

  it('draws once on a double click, and then says no chance is left today', async () => {
    const user = userEvent.setup();
    let drawRequests = 0;
    const countDraws = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/Campaign/Draw')) drawRequests += 1;
    };
    server.events.on('request:start', countDraws);
    onTestFinished(() => {
      server.events.removeListener('request:start', countDraws);
    });
    await renderRoute('/TreasureHunt2025', { preloadedState: signedInState() });
    const part = await yourPart();
    await user.dblClick(within(part).getByRole('button', { name: 'Draw' }));
    expect(await within(part).findByRole('status')).toHaveTextContent(/You won .+!/);
    await within(part).findByText("You have used today's chance. Come back tomorrow for another.");
    expect(figure(part, 'Chances left in the campaign')).toBe('2 / 3');
    expect(drawRequests).toBe(1);
    expect(
      db().campaigns.entries.filter(
        (row) => row.campaignId === 'treasure-hunt-2025' && row.customerId === WANG,
      ),
    ).toHaveLength(1);
  });

  it('shows a past campaign with its result and no action', async () => {
    await renderRoute('/Double112024', { preloadedState: signedInState() });
    const part = await yourPart();
    expect(part).toHaveTextContent('This campaign ended on');
    expect(part).toHaveTextContent('NT$100 off your next phone bill');
    expect(within(part).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
  });

  it('says when a future campaign starts, and runs it against its test period on the Test page', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderRoute('/Baseball2025', { preloadedState: signedInState() });
    expect(await yourPart()).toHaveTextContent(/This campaign starts on .+\. Come back then/);
    expect(screen.queryByRole('button', { name: 'Take part' })).not.toBeInTheDocument();
    unmount();

    await renderRoute('/Baseball2025Test', { preloadedState: signedInState() });
    const part = await yourPart();
    await user.click(within(part).getByRole('button', { name: 'Take part' }));
    expect(await within(part).findByRole('status')).toHaveTextContent(
      /You are taking part: entry CE\d+/,
    );
  });

  it('tells a visitor to sign in, and a number of the wrong kind which numbers may take part', async () => {
    const { unmount } = await renderRoute('/Giftbox2025');
    expect(await yourPart()).toHaveTextContent('Sign in to take part and to see your progress.');
    expect(within(await yourPart()).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    unmount();

    await renderRoute('/MediaPromote2025', { preloadedState: signedInState() });
    expect(await yourPart()).toHaveTextContent('This campaign is for these numbers: broadband.');
  });

  it('counts the purchases of a purchase-triggered campaign', async () => {
    await renderRoute('/MediaZone2025', { preloadedState: signedInState() });
    const part = await yourPart();
    await within(part).findByText('Purchases in the period');
    expect(figure(part, 'Purchases in the period')).toBe('2');
    expect(figure(part, 'Entries earned')).toBe('1');
    expect(within(part).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads the campaign', async () => {
    const user = userEvent.setup();
    refuseOnce('Campaign/IdentificationLevel');
    await renderRoute('/SpringFun2025', { preloadedState: signedInState() });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the campaign");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await yourPart()).toBeInTheDocument();
  });

  it('words a refusal in the interface language', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        apiUrl('Campaign/Act'),
        () => HttpResponse.json({ result: -1, code: 'CAMPAIGN_ENDED', message: '活動已結束' }),
        { once: true },
      ),
    );
    await renderRoute('/SpringFun2025', { preloadedState: signedInState() });
    await user.click(within(await yourPart()).getByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The campaign has ended.');
  });
});
