// The jsdom side of the fault table (src/test/fault-table-data.ts): a row's Target found with
// Testing Library as Playwright finds it in e2e/fault-table.ts (first match; a role's string name
// whole, a text anywhere in an element), and the table's actions that are not a plain form, spelt
// out for jsdom (no layout: the cart's swipe is the tap on the 删除 it uncovers).
import { expect } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { FormAction, MutationRow, Target } from './fault-table-data';

const normal = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Whether an element's text (descendants included) holds the text or matches the pattern. */
function holds(el: Element, t: string | RegExp): boolean {
  const content = normal(el.textContent ?? '');
  return typeof t === 'string' ? content.includes(normal(t)) : t.test(content);
}

const SKIPPED = new Set(['SCRIPT', 'STYLE']);

/**
 * The innermost elements whose text holds `t` (as Playwright's getByText), outside the test's
 * own location probe.
 */
export function textElements(t: string | RegExp, root: ParentNode = document.body): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>('*')].filter(
    (el) => !SKIPPED.has(el.tagName) && !el.closest('[data-testid="location"]') && holds(el, t),
  );
  return all.filter((el) => ![...el.children].some((child) => holds(child, t)));
}

/** The first element the target names, or null. */
export function findTarget(target: Target): HTMLElement | null {
  if ('text' in target) return textElements(target.text)[0] ?? null;
  if ('label' in target) return screen.queryAllByLabelText(target.label, { exact: true })[0] ?? null;
  return screen.queryAllByRole(target.role, { name: target.name, level: target.level })[0] ?? null;
}

/** How the failure message names a target. */
export const targetName = (target: Target): string =>
  'text' in target
    ? `text ${String(target.text)}`
    : 'label' in target
      ? `field ${target.label}`
      : `${target.role} ${String(target.name)}`;

/** The steps of an action: what it types or chooses once, how it starts, that all is kept. */
export interface ActionSteps {
  fill: () => Promise<void> | void;
  submit: () => Promise<void> | void;
  kept: () => Promise<void> | void;
}

const tap = (el: HTMLElement): void => void fireEvent.click(el);
const field = (label: string) => screen.getByLabelText(label, { exact: true });

function formSteps({ values, button }: FormAction): ActionSteps {
  return {
    fill: () => {
      for (const [label, value] of Object.entries(values))
        fireEvent.change(field(label), { target: { value } });
    },
    submit: () => tap(screen.getByRole('button', { name: button })),
    kept: () => {
      for (const [label, value] of Object.entries(values))
        expect(field(label), `${label} keeps what was typed`).toHaveValue(value);
    },
  };
}

const cartLine = (name: RegExp) =>
  within(screen.getByRole('list', { name: '购物车商品' })).getByRole('article', { name });
const phoneBox = () => screen.getByRole('checkbox', { name: /选择 苹果 iPhone 13/ });

/** The actions of the table without a form, by `${route} ${name}`. */
export const ACTIONS: Record<string, ActionSteps> = {
  '/shop-cart swipe-delete a line': {
    fill: () => tap(phoneBox()),
    submit: () => {
      const row = cartLine(/20W USB-C/).closest<HTMLElement>('.adm-swipe-action');
      if (!row) throw new Error('the charger line is not in a swipe row');
      fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    },
    kept: () => {
      expect(cartLine(/20W USB-C/), 'the line is still there').toBeInTheDocument();
      expect(phoneBox(), 'the phone stays left out').toHaveAttribute('aria-checked', 'false');
    },
  },
  '/user/order/confirm submit the order with a coupon and a remark': {
    fill: async () => {
      // The coupons come after the page (they are not awaited).
      fireEvent.click(await screen.findByRole('button', { name: /张可用/ }));
      const dialog = await screen.findByRole('dialog', { name: '选择优惠券' });
      fireEvent.click(within(dialog).getAllByRole('button')[0]);
      fireEvent.change(screen.getByRole('textbox', { name: '买家留言' }), {
        target: { value: '请周末送货' },
      });
    },
    submit: () => tap(screen.getByRole('button', { name: '提交订单' })),
    kept: () => {
      expect(screen.getByRole('button', { name: /^-¥/ }), 'the coupon stays chosen').toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: '买家留言' })).toHaveValue('请周末送货');
    },
  },
};

/** An action's steps: its form's, or its entry in ACTIONS. */
export function actionSteps(route: string, m: MutationRow): ActionSteps | undefined {
  return m.form ? formSteps(m.form) : ACTIONS[`${route} ${m.name}`];
}
