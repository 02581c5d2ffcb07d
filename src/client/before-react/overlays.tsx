import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

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
      <Notifications limit={1} autoClose={5000} position="bottom-right" className="app-toasts" />
      <ModalsProvider />
    </>
  );
}
