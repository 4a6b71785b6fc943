import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';

type Icon = Parameters<typeof toast>[1];

/**
 * A toast for the next page (登录成功, 提交成功, ...). The route guard clears toasts on every
 * navigation (SPEC 2: it closes dialogs and loaders), so a toast shown before navigating would be
 * gone at once. This one is shown when the current page unmounts: React runs that cleanup in the
 * same effect pass as the guard's, and the timeout puts the toast after the guard's clear (which
 * itself waits for a promise).
 */
export function useToastAfterLeave() {
  const pending = useRef<{ content: string; icon: Icon } | undefined>(undefined);
  useEffect(
    () => () => {
      const next = pending.current;
      if (!next) return;
      pending.current = undefined;
      setTimeout(() => void toast(next.content, next.icon), 0);
    },
    [],
  );
  return useCallback((content: string, icon?: Icon) => {
    pending.current = { content, icon };
  }, []);
}
