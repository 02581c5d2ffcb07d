/**
 * Runs `run` once the page has loaded (its first paint, pictures and fonts done) and the browser is
 * idle, so the work it starts does not compete with what the visitor sees first.
 */
export function whenIdleAfterLoad(run: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 500 });
    else window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
