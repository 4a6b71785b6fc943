// The one page frame of the routes outside the bottom tabs: a sticky header with the route
// table's title and a back button, above the page. The router renders it (src/app/router.tsx),
// never a page; a page that needs an action beside the title puts it there with PageHeaderActions.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { hasPreviousPage } from '@/lib/history';
import './page-header.css';

const ActionsSlot = createContext<HTMLElement | null>(null);

/** Back to the previous in-app page, or home when this page opened the session (a shared link). */
export function BackButton() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const back = () => {
    if (hasPreviousPage(key)) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <button type="button" className="page-header__back" aria-label="返回" onClick={back}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

export interface PageFrameProps {
  /** The route table's title for this page. */
  title: string;
  children: ReactNode;
}

/**
 * Header (back, title, the page's actions) and the page below it. The actions' box is made once
 * with the frame and put at the header's end when the header is attached, so the page's actions
 * render into it in the frame's first commit. (Kept in state from a ref, it cost a second render
 * in the commit, which also ran every effect of the page in that task: a long task on a phone,
 * docs/performance.md.)
 */
export function PageFrame({ title, children }: PageFrameProps) {
  const [slot] = useState(() => {
    const box = document.createElement('div');
    box.className = 'page-header__actions';
    return box;
  });
  const attachSlot = useCallback((header: HTMLElement | null) => void header?.append(slot), [slot]);
  return (
    <div className="page-header-frame">
      <header className="page-header" ref={attachSlot}>
        <BackButton />
        <h1 className="page-header__title">{title}</h1>
      </header>
      <ActionsSlot value={slot}>{children}</ActionsSlot>
    </div>
  );
}

/** A page's own actions (a share or cart button, a search box), drawn at the header's right. */
export function PageHeaderActions({ children }: { children: ReactNode }) {
  const slot = useContext(ActionsSlot);
  return slot ? createPortal(children, slot) : null;
}
