// The fault table (src/test/fault-table-data.ts, shared with the jsdom runner) in Playwright's
// terms: each row's targets as locators, its setup through this worker's stack, a form's steps.
// e2e/faults.spec.ts runs one row per fault kind from it.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  FAULT_ROWS as DATA_ROWS,
  rowUrl,
  type FaultRow as DataRow,
  type FormAction,
  type Scene,
  type Target,
} from '../src/test/fault-table-data';
import { apiPost } from './fault-kit';
import { mockControl, workerStack } from './support';

export { rowUrl };

/** The first element the target names (a role's string name whole, as in the jsdom runner). */
export function locate(page: Page, target: Target): Locator {
  if ('text' in target) return page.getByText(target.text).first();
  if ('label' in target) return page.getByLabel(target.label, { exact: true }).first();
  const { role, name, level } = target;
  return page.getByRole(role, { name, exact: typeof name === 'string', level }).first();
}

/** A form action's steps: type the values once, tap the button, check every value is kept. */
export function formSteps(page: Page, { values, button }: FormAction) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    fill: async () => {
      for (const [label, value] of Object.entries(values)) await field(label).fill(value);
    },
    submit: () => page.getByRole('button', { name: button, exact: true }).click(),
    kept: async () => {
      for (const [label, value] of Object.entries(values))
        await expect(field(label), `${label} keeps what was typed`).toHaveValue(value);
    },
  };
}

/** The table's scenes set up through the calling worker's stack. */
const scene: Scene = {
  apiPost,
  apiGet: async <T>(path: string) => {
    const res = await fetch(`${workerStack().apiUrl}${path}?p=h5&v=4.9.0`);
    const json = (await res.json()) as { code: number; msg: string; data: T };
    if (json.code !== 1) throw new Error(`${path}: ${json.code} ${json.msg}`);
    return json.data;
  },
  control: mockControl,
};

export interface FaultRow {
  route: DataRow['route'];
  url?: string;
  login?: boolean;
  /** The row's scene (after the mock's reset); may return the URL to visit instead. */
  setup?: () => Promise<string | void>;
  /** What the screen shows once all its first calls have answered. */
  ready: (page: Page) => Locator;
  /** The row as the table has it. */
  data: DataRow;
}

export const FAULT_ROWS: FaultRow[] = DATA_ROWS.map((data) => ({
  route: data.route,
  url: data.url,
  login: data.login,
  setup: data.setup && (() => data.setup!(scene)),
  ready: (page: Page) => locate(page, data.ready),
  data,
}));

/** The row of a route. */
export function browserRow(route: DataRow['route']): FaultRow {
  const row = FAULT_ROWS.find((r) => r.route === route);
  if (!row) throw new Error(`fault table: no row for ${route}`);
  return row;
}
