import { toast } from '@/lib/toast';

/** Copies a number the shopper needs elsewhere (order, tracking) and says so. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void toast('已复制');
  } catch {
    // No clipboard (an old in-app browser, or permission refused): the number stays selectable.
    void toast('复制失败，请长按选择复制');
  }
}
