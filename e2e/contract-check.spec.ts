// The contract check every journey runs under (support.ts), on calls a page really makes: through
// the preview server, the edge and `prism proxy --errors`, the refused request and the undeclared
// status are recorded as the app's calls with their violations, and the failure message names each
// as `operation: violation`. The test breaks the contract on purpose, so it allows those two.
import { contractFailure, expect, recordedCalls, test } from './support';

test.use({ allowContractViolations: ['productDetail', 'getServerTime'] });

test('should report each call that broke the contract as an `operation: violation` line', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
  const statuses = await page.evaluate(async () => [
    (await fetch('/api/product/detail?p=h5&v=4.9.0&product_id=abc')).status,
    (await fetch('/api/get_server_time?p=h5&v=4.9.0', { headers: { 'X-Mock-Fault': 'status=503' } })).status,
  ]);
  expect(statuses).toEqual([422, 503]);

  const made = await recordedCalls();
  const broken = made.filter((c) => c.violations.length > 0);
  expect(broken.map((c) => [c.operation, c.status, c.fromApp])).toEqual([
    ['productDetail', 422, true],
    ['getServerTime', 503, true],
  ]);
  // The home page's own calls kept the contract, and were recorded with their codes.
  expect(made.find((c) => c.operation === 'appHomeV3')).toMatchObject({
    status: 200,
    code: 1,
    violations: [],
  });
  expect(contractFailure(made, [])).toBe(
    [
      '2 call(s) broke the contract (reported by prism proxy --errors; allow an operation only where the test breaks it on purpose: test.use({ allowContractViolations: [...] })):',
      'productDetail: HTTP 422 Invalid request: error query.product_id: Request query parameter product_id must be integer [GET /api/product/detail → HTTP 422]',
      'getServerTime: warning response: Unable to match the returned status code with those defined in the document: 200,400,422 [GET /api/get_server_time → HTTP 503, fault status=503]',
    ].join('\n'),
  );
  expect(contractFailure(made, ['productDetail'])).toMatch(
    /^1 call\(s\) broke the contract .*\ngetServerTime: /,
  );
  expect(contractFailure(made, ['productDetail', 'getServerTime'])).toBeUndefined();
});
