import { PAGE_ELEMENT_IDS } from '../common/site-queries.ts';

/** A query the server answered for the first paint: its key and data (see SITE_QUERIES). */
export type SsrQuery = [key: readonly unknown[], data: unknown];

/** The data the server embedded in the page, or none on pages it did not render. */
export function readSsrQueries(): SsrQuery[] {
  const text = document.getElementById(PAGE_ELEMENT_IDS.ssrData)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as SsrQuery[]) : [];
  } catch {
    return [];
  }
}
