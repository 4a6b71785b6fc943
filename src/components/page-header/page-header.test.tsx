import { afterEach, describe, expect, it } from 'vitest';
import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe } from '@/test/render-page';
import { PageFrame, PageHeaderActions } from './page-header';

function Page() {
  return (
    <PageFrame title="商品列表">
      <main>列表</main>
    </PageFrame>
  );
}

/** The frame at /commodity, with `before` as the entries the session had before it. */
const renderAt = (before: string[]) =>
  render(
    <MemoryRouter initialEntries={[...before, '/commodity']} initialIndex={before.length}>
      <Routes>
        <Route path="/commodity" element={<Page />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => window.history.replaceState(null, ''));

/** A detail page in its frame with a 分享 action; `onCommit` hears each commit of the frame. */
const renderWithShare = (onCommit: (phase: string) => void = () => {}) =>
  render(
    <MemoryRouter>
      <Profiler id="frame" onRender={(_id, phase) => onCommit(phase)}>
        <PageFrame title="商品详情">
          <PageHeaderActions>
            <button type="button">分享</button>
          </PageHeaderActions>
          <main>详情</main>
        </PageFrame>
      </Profiler>
    </MemoryRouter>,
  );

describe('PageFrame', () => {
  it('should show the title as the page heading above the page', () => {
    renderAt([]);
    const header = screen.getByRole('banner');
    expect(header.contains(screen.getByRole('heading', { level: 1, name: '商品列表' }))).toBe(true);
    // The header comes before the page, so the page scrolls under it.
    expect(header.compareDocumentPosition(screen.getByRole('main'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('should go back to the previous in-app page', async () => {
    renderAt(['/sort/1?from=tab']);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByTestId('location').textContent).toBe('/sort/1?from=tab');
  });

  it('should go home when the page opened the session (no page before it)', async () => {
    renderAt([]);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("should draw a page's own actions at the header's right", () => {
    renderWithShare();
    const share = screen.getByRole('button', { name: '分享' });
    expect(screen.getByRole('banner').contains(share)).toBe(true);
    expect(screen.getByRole('main').contains(share)).toBe(false);
  });

  it("should draw a page's actions in the frame's first commit, without a second render", () => {
    const commits: string[] = [];
    renderWithShare((phase) => commits.push(phase));
    expect(screen.getByRole('banner').contains(screen.getByRole('button', { name: '分享' }))).toBe(true);
    expect(commits).toEqual(['mount']);
  });

  it('should keep the actions at the right of the title, as wide as the back button when empty', () => {
    renderAt([]);
    const header = screen.getByRole('banner');
    expect(header.lastElementChild?.className).toBe('page-header__actions');
    expect(header.querySelectorAll('.page-header__actions')).toHaveLength(1);
  });
});
