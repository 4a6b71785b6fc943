import { describe, expect, it } from 'vitest';
import { candidateWidths, sizedUrl, srcSetFor } from './image-src';

describe('sizedUrl', () => {
  it('should add the width to a site path or a web address, keeping its query', () => {
    expect(sizedUrl('/mock-assets/phones/a.jpg', 360, 'w={w}')).toBe('/mock-assets/phones/a.jpg?w=360');
    expect(sizedUrl('https://img.example.com/a.jpg?v=2', 160, 'w={w}')).toBe(
      'https://img.example.com/a.jpg?v=2&w=160',
    );
  });

  it("should speak the host's resize dialect", () => {
    expect(sizedUrl('https://oss.example.com/a.jpg', 480, 'x-oss-process=image/resize,w_{w}')).toBe(
      'https://oss.example.com/a.jpg?x-oss-process=image/resize,w_480',
    );
    expect(sizedUrl('https://qiniu.example.com/a.jpg', 480, 'imageView2/2/w/{w}')).toBe(
      'https://qiniu.example.com/a.jpg?imageView2/2/w/480',
    );
  });

  it('should leave alone what cannot be resized', () => {
    expect(sizedUrl('blob:https://shop.example/1-2-3', 160, 'w={w}')).toBeUndefined();
    expect(sizedUrl('data:image/png;base64,AAAA', 160, 'w={w}')).toBeUndefined();
    expect(sizedUrl('//cdn.example.com/a.jpg', 160, 'w={w}')).toBeUndefined();
    // No resize query configured: the original.
    expect(sizedUrl('/a.jpg', 160, '')).toBeUndefined();
  });
});

describe('candidateWidths', () => {
  it('should offer from one to three device pixels per CSS pixel', () => {
    expect(candidateWidths(160)).toEqual([160, 240, 360, 480]);
    expect(candidateWidths(32)).toEqual([80, 120]);
    expect(candidateWidths(44)).toEqual([80, 120, 160]);
    expect(candidateWidths(110)).toEqual([120, 160, 240, 360]);
  });

  it('should cover a picture that stretches with the screen up to its widest', () => {
    expect(candidateWidths(375, 640)).toEqual([480, 640, 750, 960, 1280]);
  });

  it('should offer the widest there is for a picture wider than them all', () => {
    expect(candidateWidths(2000)).toEqual([1280]);
  });
});

describe('srcSetFor', () => {
  it('should offer each width through the resize query', () => {
    expect(srcSetFor('/p.jpg', 160, 160, 'w={w}')).toBe(
      '/p.jpg?w=160 160w, /p.jpg?w=240 240w, /p.jpg?w=360 360w, /p.jpg?w=480 480w',
    );
  });

  it('should offer nothing when the picture cannot be resized', () => {
    expect(srcSetFor('blob:x', 96, 96, 'w={w}')).toBeUndefined();
    expect(srcSetFor('/p.jpg', 96, 96, '')).toBeUndefined();
  });
});
