import { DEMO_CUSTOMERS, saveSignedInState, type DemoCustomer } from './auth';
import { test as setup } from './fixtures';

/**
 * Signs each demo customer in once through the sandbox panel, as the journeys used to do in every
 * test, and saves the browser storage for `signedInAs(customer)`. The journeys about logging in
 * (login.spec.ts) and the ones that switch customer half-way still go through the UI.
 */
for (const customer of Object.keys(DEMO_CUSTOMERS) as DemoCustomer[]) {
  setup(`sign in as ${customer} through the sandbox panel`, async ({ page }) => {
    await saveSignedInState(page, customer);
  });
}
