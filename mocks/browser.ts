import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The service worker mock for `npm start` (development). */
export const worker = setupWorker(...handlers);
