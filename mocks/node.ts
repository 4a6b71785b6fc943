// The same mock for component tests (MSW in Node): `server.listen()` in a test file or setup.
import { setupServer } from 'msw/node';
import { createMock } from './mock';

export function setupMockServer() {
  const mock = createMock();
  const server = setupServer(...mock.handlers);
  return { mock, server };
}
