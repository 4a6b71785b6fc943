import { createContext } from 'react';

/**
 * Whether the carousel slide a picture is on is the first, or one the user has swiped to or next
 * to: a picture further along waits until the carousel is touched. Lazy loading alone loads every
 * slide, since they sit side by side within the browser's lazy-loading distance (a detail
 * gallery's three 100 KB photos with the first). Outside a carousel: true.
 */
export const SlideNear = createContext(true);
