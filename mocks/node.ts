import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock for tests (msw/node). */
export const server = setupServer(...handlers);
