import { expect, test } from './fixtures';
import { navigateInApp } from './routeWalk';
import { chooseLanguage, expectCleanAtBothWidths, signedInAs } from './support';

test.use(signedInAs('chen'));

/** The sandbox's demo one-time code (docs/sandbox.md). */
const DEMO_CODE = '246810';

test.describe('Fixed line and HiNet broadband', () => {
  test('陳美玲 allocates a static IP, keeps it over a reload, releases it; HiNet usage asks the code once', async ({
    page,
  }) => {
    await page.goto('/HiNetStaticIp');
    await chooseLanguage(page, 'en');
    const address = page.getByRole('region', { name: 'Your static IP' });
    await address.getByRole('button', { name: 'Allocate a static IP' }).click();
    await expect(address.getByText(/^61\.220\.\d+\.\d+$/)).toBeVisible();
    const ip = (await address.getByText(/^61\.220\.\d+\.\d+$/).textContent()) ?? '';

    await page.reload();
    await expect(address.getByText(ip, { exact: true })).toBeVisible();
    await address.getByRole('button', { name: 'Release the static IP' }).click();
    await expect(address.getByText(`Release ${ip}?`, { exact: false })).toBeVisible();
    await expectCleanAtBothWidths(page, '/HiNetStaticIp (release confirm)');
    await address.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(address.getByText('No static IP allocated')).toBeVisible();

    await navigateInApp(page, '/HiNetAdslTotal');
    const gate = page.getByRole('form', { name: "Confirm it's you" });
    await gate.getByRole('button', { name: 'Send code' }).click();
    await gate.getByLabel('SMS code').fill('000000');
    await gate.getByRole('button', { name: 'Show usage' }).click();
    await expect(gate.getByText('The code is not right.', { exact: false })).toBeVisible();
    await gate.getByLabel('SMS code').fill(DEMO_CODE);
    await gate.getByRole('button', { name: 'Show usage' }).click();
    await expect(page.getByRole('img', { name: /^Data used per month from/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Data used per month' }).getByRole('row'),
    ).toHaveCount(7);
    const lastMonth = page.getByRole('region', { name: 'Data of the month' });
    await expect(lastMonth.getByText('Download')).toBeVisible();

    await navigateInApp(page, '/HiNetValueTotal');
    await expect(page.getByRole('table', { name: 'Value-added charges per month' })).toBeVisible();
    await navigateInApp(page, '/HiNetDialTotal');
    await expect(page.getByRole('table', { name: 'Dial-up minutes per month' })).toBeVisible();
    await expect(page.getByRole('form', { name: "Confirm it's you" })).toHaveCount(0);
  });

  test('paying one parking ticket moves it to records and onto the next bill; a faster tier shows on /InternetUsage and home', async ({
    page,
  }) => {
    await page.goto('/Bill');
    await chooseLanguage(page, 'en');
    const unbilled = page.getByRole('region', { name: 'Since your last bill' });
    const amountText = unbilled.getByText(/^NT\$[\d,]+/);
    await expect(amountText).toBeVisible();
    const figure = /NT\$([\d,]+)/.exec((await amountText.textContent()) ?? '')?.[1] ?? '0';
    const before = Number(figure.replace(/,/g, ''));
    expect(before).toBeGreaterThan(0);

    await navigateInApp(page, '/ParkingCar');
    const unpaid = page.getByRole('region', { name: 'Unpaid parking fees' });
    await unpaid.getByRole('button', { name: 'Pay slip TPE11302001' }).click();
    const confirm = unpaid.getByRole('button', { name: 'Pay', exact: true });
    await confirm.dblclick();
    await expect(unpaid.getByText(/Slip TPE11302001 is paid: NT\$60/)).toBeVisible();
    await expect(unpaid.getByRole('cell', { name: 'TPE11302001' })).toHaveCount(0);
    await expect(unpaid.getByRole('rowheader', { name: 'TPE11302002' })).toBeVisible();
    const records = page.getByRole('region', { name: 'Paid parking fees' });
    await expect(records.getByRole('rowheader', { name: 'TPE11302001' })).toBeVisible();

    await navigateInApp(page, '/Bill');
    await expect(
      unbilled.getByText(`NT$${(before + 60).toLocaleString('en-US')}`, { exact: false }),
    ).toBeVisible();

    await navigateInApp(page, '/Bandwidth');
    const change = page.getByRole('form', { name: 'Change speed' });
    await change.getByRole('radio', { name: /^1G:/ }).check();
    await change.getByRole('button', { name: 'Change speed' }).click();
    await expect(change.getByText(/Change to 1G for NT\$1,399 a month\?/)).toBeVisible();
    await change.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(change.getByText(/Your line now runs at 1G\./)).toBeVisible();

    await navigateInApp(page, '/InternetUsage');
    await expect(page.getByText('Speed tier: 1G')).toBeVisible();
    await navigateInApp(page, '/');
    await expect(page.getByText(/1G line ·/).first()).toBeVisible();
  });
});

test.describe('HiNet passwords for a visitor', () => {
  test.use({ signedInAs: null });

  test('a visitor resets the MOD password with the MOD number, the SMS code and a new password', async ({
    page,
  }) => {
    await page.goto('/HiNetReset');
    await chooseLanguage(page, 'en');
    const form = page.getByRole('form', { name: 'MOD box password' });
    const modNo = form.getByLabel('MOD number');
    await modNo.fill('M1234567');
    await form.getByLabel('ID number').fill('f223456788');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(modNo).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText('Enter the MOD number: M followed by 8 digits.').last(),
    ).toBeVisible();

    await modNo.fill('M12345678');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByText('We sent a code to 0928***432.')).toBeVisible();
    const password = form.getByLabel('New MOD password');
    await expect(form.getByText('4 to 8 digits.')).toBeVisible();
    await form.getByLabel('SMS code').fill('000000');
    await password.fill('2468');
    await form.getByRole('button', { name: 'Reset MOD password' }).click();
    await expect(form.getByLabel('SMS code')).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('2468');
    await form.getByLabel('SMS code').fill(DEMO_CODE);
    await form.getByRole('button', { name: 'Reset MOD password' }).click();
    await expect(form.getByText('Your MOD password is changed.', { exact: false })).toBeVisible();
    await expectCleanAtBothWidths(page, '/HiNetReset (MOD password changed)');
  });
});
