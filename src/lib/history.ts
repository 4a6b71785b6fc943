// Whether the app has a page to go back to. BrowserRouter keeps an index in history.state (0 on
// the session's first page, unchanged by a replace), which tells a first page opened from a link
// from one reached in the app; a router without it (MemoryRouter) names its first entry 'default'.

/** True when going back stays in the app: the current entry is not the session's first. */
export function hasPreviousPage(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}
