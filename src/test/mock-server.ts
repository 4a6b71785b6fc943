// The stateful mock behind MSW for a component-test file (the same handlers as `npm start`):
// listening while the file's tests run, refusing any call it has no handler for, and back to its
// own handlers after each test (a test may add its own with server.use).
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupMockServer } from '../../mocks/node';

export function mockServerForTests(): ReturnType<typeof setupMockServer> {
  const mocked = setupMockServer();
  beforeAll(() => mocked.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mocked.server.resetHandlers());
  afterAll(() => mocked.server.close());
  return mocked;
}
