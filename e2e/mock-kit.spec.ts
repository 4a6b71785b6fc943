// The mock kit in the browser: faults set through the control API reach the built app through the
// preview server and `prism proxy --errors` as real failures do, and the mock's videos play.
import { expect, resetMock, test, workerStack } from './support';

async function setFault(fault: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${workerStack().mockUrl}/__mock/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

test.beforeEach(async () => {
  await resetMock();
});

// Until cleared: the query client retries a failed call once, and Chromium itself retries a GET
// whose reused connection is dropped, so a count of failures would not be what the page sees.
// A 503 (undeclared) and a body that is not JSON break the contract on purpose: their opt-out
// names the one operation they hit. A dropped connection has no answer that could break it.
for (const [fault, allow] of [
  [{ drop: true }, []],
  [{ status: 503 }, ['appHomeV3']],
  [{ notJson: true }, ['appHomeV3']],
] as const) {
  test.describe(`fault ${JSON.stringify(fault)}`, () => {
    test.use({ allowContractViolations: [...allow] });

    test(`should show the home page's error state for ${JSON.stringify(fault)}, and recover on retry`, async ({
      page,
      mockUrl,
    }) => {
      await setFault({ operation: 'appHomeV3', ...fault });
      await page.goto('/');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('加载失败');
      await expect(page.getByRole('heading', { name: '为你推荐' })).toHaveCount(0);
      expect((await fetch(`${mockUrl}/__mock/faults`, { method: 'DELETE' })).ok).toBe(true);
      await alert.getByRole('button', { name: '重新加载' }).click();
      await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}

test('should keep the loading state while a delay lasts', async ({ page }) => {
  await setFault({ operation: 'appHomeV3', delay: 2500, times: 1 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '为你推荐' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible({ timeout: 10_000 });
});

test('should play an inspection video', async ({ page }) => {
  await page.goto('/check-video');
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: /^播放/ }).click();
  const video = first.locator('video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true; // autoplay with sound may be refused
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, Math.round(v.duration)])).toEqual([
    480, 4,
  ]);
});
