import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS, WIDE_TOAST_POSITION } from '../lib/toast-placement.ts';

/** The toast area and the modals manager; loaded by DeferredOverlays on first use. */
export default function Overlays({ onReady }: { onReady: () => void }) {
  // Runs after ModalsProvider's listeners are attached (they attach in a layout effect).
  useEffect(() => {
    onReady();
  }, [onReady]);
  return (
    <>
      {/* The spec's toasts: one visible at a time, 5000 ms each; at the bottom, where they cover
          neither the header's cart count nor the top of the page (an order's confirmation). */}
      <Notifications
        limit={1}
        autoClose={TOAST_AUTO_CLOSE_MS}
        position={WIDE_TOAST_POSITION}
        className="app-toasts"
      />
      <ModalsProvider />
    </>
  );
}
