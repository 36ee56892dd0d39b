import { SIGNED_IN_CUSTOMERS, saveSignedInState } from './auth';
import { test as setup } from './fixtures';

/**
 * Signs each demo customer in once (the members through the sandbox panel, the prepaid card holder
 * through its login form) and saves the browser storage for `signedInAs(customer)`. The journeys about logging in
 * (login.spec.ts) and the ones that switch customer half-way still go through the UI.
 */
for (const customer of SIGNED_IN_CUSTOMERS) {
  setup(`sign in as ${customer}`, async ({ page }) => {
    await saveSignedInState(page, customer);
  });
}
