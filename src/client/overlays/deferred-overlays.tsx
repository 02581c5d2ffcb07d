import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MODAL_EVENTS } from './modal-events.ts';

/**
 * Toasts and confirmation dialogs load after the page, not with it: in idle time once React has the
 * page, or at first use if that comes sooner. So the first paint does not wait for them, and a first
 * tap's toast ('Added to Cart') does not wait for their download (decision 0051).
 *
 * Nothing is lost meanwhile: toasts wait in the notifications store, and `modals.*` calls (window
 * events) are recorded here until the real ModalsProvider listens, then replayed to it.
 * `useModals()` (the context hook) is not available; use the `modals` functions.
 */

const Overlays = lazy(() => import('./overlays.tsx'));

type Recorded = { type: string; detail: unknown };

export function DeferredOverlays() {
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const recorded = useRef<Recorded[]>([]);
  const isListening = useRef(false);

  useEffect(() => {
    if (ready) return;
    const record = (event: Event) => {
      if (isListening.current) return;
      recorded.current.push({ type: event.type, detail: (event as CustomEvent).detail });
      setWanted(true);
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, record);
    const unsubscribe = notificationsStore.subscribe(() => setWanted(true));
    if (notificationsStore.getState().notifications.length > 0) setWanted(true);
    // Someone starting to fill a form will likely see a toast soon: fetch the code ahead of it.
    const warm = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('form')) setWanted(true);
    };
    window.addEventListener('focusin', warm);
    const idle = window.requestIdleCallback?.(() => setWanted(true), { timeout: 2000 });
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      for (const type of MODAL_EVENTS) window.removeEventListener(type, record);
      unsubscribe();
      window.removeEventListener('focusin', warm);
    };
  }, [ready]);

  const onReady = useCallback(() => {
    isListening.current = true;
    setReady(true);
    for (const { type, detail } of recorded.current.splice(0)) {
      window.dispatchEvent(new CustomEvent(type, { detail }));
    }
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Overlays onReady={onReady} />
    </Suspense>
  );
}
