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
      {/* The spec's toasts: one visible at a time, 5000 ms each. */}
      <Notifications limit={1} autoClose={5000} position="top-right" className="app-toasts" />
      <ModalsProvider />
    </>
  );
}
