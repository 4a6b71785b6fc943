import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ShopImage } from '@/components/shop-image/shop-image';
import { Carousel } from './carousel';

const renderGallery = () =>
  render(
    <Carousel label="商品图片" ratio={1}>
      {[1, 2, 3].map((n) => (
        <ShopImage key={n} src={`/p-${n}.jpg`} alt={`图 ${n}`} width={375} height={375} />
      ))}
    </Carousel>,
  );

const loads = (name: string) => screen.getByRole('img', { name }).hasAttribute('srcset');

describe('Carousel', () => {
  it("should load only the first slide's picture until the carousel is touched", () => {
    renderGallery();
    expect([loads('图 1'), loads('图 2'), loads('图 3')]).toEqual([true, false, false]);
    // The room and the text stay: the slide is there for a screen reader and keeps its size.
    expect(screen.getByRole('img', { name: '图 2' }).getAttribute('width')).toBe('375');
    expect(screen.getByRole('img', { name: '图 2' }).hasAttribute('src')).toBe(false);
  });

  it('should load the next slide when a finger or the focus comes, and the one after when swiped to', () => {
    renderGallery();
    const carousel = screen.getByRole('region', { name: '商品图片' });
    fireEvent.pointerDown(carousel);
    expect([loads('图 2'), loads('图 3')]).toEqual([true, false]);

    const track = carousel.firstElementChild as HTMLElement;
    Object.defineProperty(track, 'clientWidth', { value: 375 });
    track.scrollLeft = 375;
    fireEvent.scroll(track);
    expect(loads('图 3')).toBe(true);
  });

  it('should load the next slide when the keyboard enters the carousel', () => {
    renderGallery();
    fireEvent.focus(screen.getByRole('region', { name: '商品图片' }));
    expect(loads('图 2')).toBe(true);
  });
});
