import { test as setup } from '@playwright/test';
import { startHosting } from './hosting';

setup('build the live portal and start nginx and the carrier stub', async () => {
  setup.setTimeout(300_000);
  await startHosting();
});
