import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BannerCarousel } from './banner-carousel';

const renderBanner = (jump_url: string) =>
  render(
    <MemoryRouter>
      <BannerCarousel
        banners={[{ banner_url: '/img/b.jpg', title: '活动', jump_url }]}
        width={750}
        height={360}
        label="首页轮播"
      />
    </MemoryRouter>,
  );

describe('BannerCarousel', () => {
  it.each([
    '/\\evil.example',
    '//evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '/\t/evil.example',
    // An https page on a host outside VITE_LINK_HOSTS (docs/security.md).
    'https://evil.example/sale',
  ])('should not link a banner whose jump_url is %j', (jump) => {
    renderBanner(jump);
    expect(screen.getByRole('img', { name: '活动' })).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('should link a same-site path in the app and an https page of an allowed host as a plain link', () => {
    const { unmount } = renderBanner('/commodity?typeId=1');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/commodity?typeId=1');
    unmount();
    // m.example.com: one of the default VITE_LINK_HOSTS (src/config.ts).
    renderBanner('https://m.example.com/sale');
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://m.example.com/sale');
  });
});
