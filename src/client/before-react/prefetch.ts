import { PAGE_ELEMENT_IDS } from '../../common/site-queries.ts';
import { whenIdleAfterLoad } from './idle.ts';

/**
 * Once the page has loaded and the browser is idle, asks it to fetch React's code for this page at
 * its lowest priority, without running it (decision 0089): the visitor's first click then waits for
 * React to run, not to download. Not sooner: the page's own pictures and fonts come first.
 */
export function prefetchAppCode(): void {
  whenIdleAfterLoad(() => {
    const template = document.getElementById(PAGE_ELEMENT_IDS.appCode);
    if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
  });
}
