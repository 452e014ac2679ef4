import { setupServer } from 'msw/node';

/** The msw server of the vitest run; tests add or override handlers with `server.use`. */
export const server = setupServer();
