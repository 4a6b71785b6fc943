import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';

// antd-mobile draws a toast in an aria-hidden mask: findByRole finds only what a screen reader
// can reach, so these fail while the toast stays hidden from it.
describe('toast', () => {
  it('should read a message out through a status, shown once', async () => {
    await toast('兑换码不存在或已使用', 'fail');
    expect(await screen.findByRole('status')).toHaveTextContent('兑换码不存在或已使用');
    expect(screen.getAllByText('兑换码不存在或已使用')).toHaveLength(1);
  });

  it('should read a loader out through a status', async () => {
    await toast('加载中…', 'loading');
    expect(await screen.findByRole('status')).toHaveTextContent('加载中…');
  });
});
