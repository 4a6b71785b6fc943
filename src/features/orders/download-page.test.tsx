import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '@/test/render-page';
import DownloadPage from './download-page';

afterEach(() => vi.restoreAllMocks());

describe('DownloadPage', () => {
  it('should offer a download per platform and no hint in a plain browser', () => {
    renderPage(<DownloadPage />, { url: '/download' });
    expect(screen.getByRole('link', { name: 'iPhone 版下载' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:/),
    );
    expect(screen.getByRole('link', { name: 'Android 版下载' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:/),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('should tell a messaging-app user to open the page in the system browser', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0.47');
    renderPage(<DownloadPage />, { url: '/download' });
    expect(screen.getByRole('note')).toHaveTextContent('在浏览器打开');
  });
});
