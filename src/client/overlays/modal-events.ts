/**
 * The window events `modals.*` (@mantine/modals) sends to its ModalsProvider. DeferredOverlays
 * records them until the provider listens; contracts.test.ts checks Mantine still sends these.
 */
export const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);
