import { test as teardown } from '@playwright/test';
import { stopHosting } from './hosting';

teardown('stop nginx and the carrier stub', () => {
  stopHosting();
});
