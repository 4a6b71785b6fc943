// Voice control taps a control by saying what it shows, so a control's accessible name must hold
// its visible text (WCAG 2.5.3; axe's label-content-name-mismatch). jsdom draws nothing, so the
// visible text is read as axe reads it: every text node, aria-hidden ones too, without the parts a
// *-visually-hidden class hides. Punctuation does not count, nor does white space (jsdom cannot
// tell where a block starts, which is where a name from content gets a space).
import { expect } from 'vitest';
import { within, type ByRoleMatcher } from '@testing-library/react';

/** The text a sighted shopper sees inside `el`. */
export function visibleText(el: Element): string {
  let out = '';
  for (const node of el.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) out += node.textContent ?? '';
    else if (node instanceof Element && !/visually-hidden/.test(node.getAttribute('class') ?? ''))
      out += visibleText(node);
  }
  return out;
}

const curate = (text: string) =>
  text
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, '')
    .toLowerCase();

/** The accessible name testing-library gives `el` in its role. */
export function accessibleName(el: HTMLElement, role: ByRoleMatcher): string {
  let name = '';
  within(el.ownerDocument.body).getAllByRole(role, {
    name: (computed, candidate) => {
      if (candidate === el) name = computed;
      return candidate === el;
    },
  });
  return name;
}

/** Fails unless `el`'s accessible name holds the text it shows. */
export function expectNameHoldsVisibleText(el: HTMLElement, role: ByRoleMatcher): void {
  const visible = curate(visibleText(el));
  expect(visible, 'the control shows no text').not.toBe('');
  expect(curate(accessibleName(el, role)), `the name of a ${String(role)} showing "${visible}"`).toContain(
    visible,
  );
}
