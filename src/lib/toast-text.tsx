import { useEffect, useRef } from 'react';

/**
 * A toast's text, read out by a screen reader. antd-mobile draws the toast inside its mask, which
 * is aria-hidden: this lifts that and writes the text into a live region once the region is in
 * the page, as a region inserted together with its text is often not read out. A status, read
 * politely: a toast repeats an error the page already shows as an alert, or confirms an action.
 */
export function ToastText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    region.closest('[aria-hidden="true"]')?.removeAttribute('aria-hidden');
    region.textContent = text;
  }, [text]);
  return <span ref={ref} role="status" />;
}
