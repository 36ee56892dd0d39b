import { type RequestHandler } from 'msw';
import { networkRoute } from './shared';

export const networkHandlers: RequestHandler[] = [
  networkRoute('get', 'Device/NWStatus'),
  networkRoute('post', 'Device/ApplyNW', 'apply'),
  networkRoute('post', 'Device/CancelNW', 'cancel'),
];
