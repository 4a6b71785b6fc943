import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '@/test/render-page';
import ListSuccessPage from './list-success-page';

describe('ListSuccessPage', () => {
  it("should lead to the new review's detail and to the feed", () => {
    renderPage(<ListSuccessPage />, { url: '/list/success?review_id=30081' });
    expect(screen.getByRole('heading', { name: '发布成功' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看晒单' }).getAttribute('href')).toBe(
      '/list-detail?review_id=30081',
    );
    expect(screen.getByRole('link', { name: '去晒单广场' })).toHaveAttribute('href', '/list/');
  });
});
