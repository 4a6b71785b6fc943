import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BottomNav } from '@/components/bottom-nav/bottom-nav';
import { PageFrame } from '@/components/page-header/page-header';
import { frameMarkup, navMarkup } from './shell-markup';

// The shell (index.html) shows this markup until the app replaces it with its own render of the same
// components: equal markup means the header and navigation do not move when the app takes over.
describe('shell markup', () => {
  it("should be the page frame's header as the app renders it, the title left empty", () => {
    const { container } = render(
      <MemoryRouter>
        <PageFrame title="">{null}</PageFrame>
      </MemoryRouter>,
    );
    expect(frameMarkup()).toBe(container.innerHTML);
    expect(frameMarkup()).toContain('<h1 class="page-header__title"></h1>');
  });

  it('should be the bottom navigation with the current tab marked', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/shop-cart']}>
        <BottomNav />
      </MemoryRouter>,
    );
    expect(navMarkup('/shop-cart')).toBe(container.innerHTML);
    expect(navMarkup('/shop-cart')).toMatch(/bottom-nav__tab--on" aria-current="page" href="\/shop-cart"/);
  });
});
