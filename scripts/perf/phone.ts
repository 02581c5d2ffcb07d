/**
 * The emulated mid-range phone's network and CPU (Lighthouse's mobile settings: 150 ms RTT,
 * 1.6 Mbit/s, 4x CPU slowdown), as the pages and the phone visits run on it.
 */
import type { CDPSession } from '@playwright/test';

export async function throttle(cdp: CDPSession) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
