// Every route at the narrowest and the widest phone the shop supports (320 and 640 px): each route
// of the table at its sample URL (src/app/route-data.ts), in the scene the fault table's row sets
// up (e2e/fault-table.ts, one row per route), with its first screen loaded. No horizontal scroll, no control cut by its
// container or off the screen, no label that does not fit, every fixed bar and pop-up inside the
// screen and the page's end clear of the bottom bars. What is out of sight by design at 375 px (a
// swipe action behind its row, a one-line summary with an ellipsis) is marked there first and
// not judged (the same rule as the 200 % text check, e2e/a11y-checks.ts). The journeys themselves
// run at 375 px.
import { brokenLayout } from './a11y-checks';
import { FAULT_ROWS, rowUrl } from './fault-table';
import { fixedLayerProblems } from './layout-checks';
import { expect, loginAsDevUser, resetMock, test } from './support';

const WIDTHS = [320, 640];
const HEIGHT = 740;

// Each test resets its worker's own mock: the routes spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const row of FAULT_ROWS) {
  test(`${row.route}: fits ${WIDTHS.join(' and ')} px, fixed bars clear of the content`, async ({ page }) => {
    // Long lists (the home page's, the catalogue's) have hundreds of controls to measure.
    test.setTimeout(90_000);
    await resetMock();
    const url = (await row.setup?.()) || rowUrl(row);
    if (row.login) await loginAsDevUser(page);
    await page.setViewportSize({ width: 375, height: HEIGHT });
    await page.goto(url);
    await expect(row.ready(page), `${row.route}: its first screen`).toBeVisible();
    await brokenLayout(page, { baseline: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect
        .poll(async () => [...(await brokenLayout(page)), ...(await fixedLayerProblems(page))], {
          message: `${row.route} at ${width} px`,
        })
        .toEqual([]);
    }
  });
}
