import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { COLUMN_WIDE } from '@/lib/image-src';
import { ShopImage } from './shop-image';
import { NEAR_MARGIN } from './near-screen';

describe('ShopImage', () => {
  it('should ask for the width it is shown at, keep its room and load lazily by default', () => {
    render(<ShopImage src="/mock-assets/phones/a.jpg" alt="iPhone 13" width={160} height={160} />);
    const img = screen.getByRole('img', { name: 'iPhone 13' });
    expect(img.getAttribute('srcset')).toBe(
      '/mock-assets/phones/a.jpg?w=160 160w, /mock-assets/phones/a.jpg?w=240 240w, /mock-assets/phones/a.jpg?w=360 360w, /mock-assets/phones/a.jpg?w=480 480w',
    );
    expect(img.getAttribute('sizes')).toBe('160px');
    // The original, for a browser without srcset.
    expect(img.getAttribute('src')).toBe('/mock-assets/phones/a.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['160', '160']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it("should fetch the page's largest picture first, and a first-screen one at once", () => {
    render(
      <>
        <ShopImage src="/b.jpg" alt="大图" width={375} height={188} {...COLUMN_WIDE} load="priority" />
        <ShopImage src="/c.jpg" alt="首屏" width={160} height={160} load="eager" />
      </>,
    );
    const big = screen.getByRole('img', { name: '大图' });
    expect(big.getAttribute('loading')).toBeNull();
    expect(big.getAttribute('fetchpriority')).toBe('high');
    expect(big.getAttribute('sizes')).toBe('(min-width: 640px) 640px, 100vw');
    expect(big.getAttribute('srcset')).toContain('/b.jpg?w=1280 1280w');
    const first = screen.getByRole('img', { name: '首屏' });
    expect(first.getAttribute('loading')).toBeNull();
    expect(first.getAttribute('fetchpriority')).toBeNull();
  });

  it("should fetch a first-screen picture at once but at low priority when it is behind the page's largest", () => {
    render(<ShopImage src="/d.jpg" alt="次要" width={160} height={160} load="after-largest" />);
    const img = screen.getByRole('img', { name: '次要' });
    expect(img.getAttribute('loading')).toBeNull();
    expect(img.getAttribute('src')).toBe('/d.jpg');
    expect(img.getAttribute('fetchpriority')).toBe('low');
  });

  it('should show a picture that cannot be resized as it is', () => {
    render(<ShopImage src="blob:http://localhost/1" alt="第1张图片" width={96} height={96} />);
    const img = screen.getByRole('img', { name: '第1张图片' });
    expect(img.getAttribute('src')).toBe('blob:http://localhost/1');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  describe('below the first screen', () => {
    // One observer serves every picture of the page (near-screen.ts): it is made once, with the
    // first lazy picture, so the stub stays for all the tests here.
    let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | undefined;
    const options: IntersectionObserverInit[] = [];
    beforeAll(() => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: typeof report, init: IntersectionObserverInit) {
            report = callback;
            options.push(init);
          }
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
    });
    afterAll(() => vi.unstubAllGlobals());
    afterEach(() => vi.useRealTimers());

    it('should ask for its file only once it comes near the screen, and keep it', () => {
      render(
        <>
          <ShopImage src="/far.jpg" alt="远处" width={160} height={160} />
          <ShopImage src="/top.jpg" alt="首屏" width={160} height={160} load="eager" />
        </>,
      );
      const far = screen.getByRole('img', { name: '远处' });
      expect(far.getAttribute('src')).toBeNull();
      expect(far.getAttribute('srcset')).toBeNull();
      // Its room is kept meanwhile.
      expect([far.getAttribute('width'), far.getAttribute('height')]).toEqual(['160', '160']);
      expect(screen.getByRole('img', { name: '首屏' }).getAttribute('src')).toBe('/top.jpg');
      expect(options).toEqual([{ rootMargin: NEAR_MARGIN }]);

      act(() => report!([{ target: far, isIntersecting: false }]));
      expect(far.getAttribute('src')).toBeNull();
      act(() => report!([{ target: far, isIntersecting: true }]));
      expect(far.getAttribute('src')).toBe('/far.jpg');
      expect(far.getAttribute('srcset')).toContain('/far.jpg?w=160 160w');
    });

    it('should show a new picture given to a drawn one once it is near again', () => {
      const { rerender } = render(<ShopImage src="/first.jpg" alt="换图" width={160} height={160} />);
      const img = screen.getByRole('img', { name: '换图' });
      act(() => report!([{ target: img, isIntersecting: true }]));
      expect(img.getAttribute('src')).toBe('/first.jpg');
      rerender(<ShopImage src="/second.jpg" alt="换图" width={160} height={160} />);
      act(() => report!([{ target: img, isIntersecting: true }]));
      expect(img.getAttribute('src')).toBe('/second.jpg');
      expect(img.getAttribute('srcset')).toContain('/second.jpg?w=160 160w');
      // One the host cannot resize drops the widths of the one before.
      rerender(<ShopImage src="blob:http://localhost/3" alt="换图" width={160} height={160} />);
      act(() => report!([{ target: img, isIntersecting: true }]));
      expect(img.getAttribute('src')).toBe('blob:http://localhost/3');
      expect(img.hasAttribute('srcset')).toBe(false);
    });

    it('should draw pictures that come near together one per task, not in one long task', () => {
      vi.useFakeTimers();
      render(
        <>
          <ShopImage src="/one.jpg" alt="一" width={160} height={160} />
          <ShopImage src="/two.jpg" alt="二" width={160} height={160} />
          <ShopImage src="/three.jpg" alt="三" width={160} height={160} />
        </>,
      );
      const [one, two, three] = ['一', '二', '三'].map((name) => screen.getByRole('img', { name }));
      act(() => report!([one, two, three].map((target) => ({ target, isIntersecting: true }))));
      const srcs = () => [one, two, three].map((img) => img.getAttribute('src'));
      expect(srcs()).toEqual(['/one.jpg', null, null]);
      act(() => vi.advanceTimersToNextTimer());
      expect(srcs()).toEqual(['/one.jpg', '/two.jpg', null]);
      act(() => vi.advanceTimersToNextTimer());
      expect(srcs()).toEqual(['/one.jpg', '/two.jpg', '/three.jpg']);
    });
  });
});
