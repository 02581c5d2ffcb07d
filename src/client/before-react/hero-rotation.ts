/** The spec's rotation: every 4 seconds. */
const HERO_INTERVAL_MS = 4000;

const started = new WeakSet<HTMLElement>();

/**
 * Runs the home page hero on the server's HTML: rotation every 4 s, the dots, the pause while the
 * hero is hovered or has focus (none at all for reduced motion), and the other pictures fetched once
 * the first has loaded. A plain script, not React state, so it works before the app has loaded
 * (main.tsx starts it) and React never re-renders what it changes (attributes only, so hydration
 * still matches). Starting it twice on one hero does nothing.
 */
export function startHeroRotation(hero: HTMLElement): void {
  if (started.has(hero)) return;
  started.add(hero);
  const slides = [...hero.querySelectorAll<HTMLImageElement>('[data-slide]')];
  const captions = [...hero.querySelectorAll<HTMLElement>('[data-caption]')];
  const dots = [...hero.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const live = hero.querySelector<HTMLElement>('[data-live]');
  const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  let active = Math.max(
    0,
    dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
  );
  let isHovered = false;
  let isFocused = false;
  let timer: number | undefined;

  const show = (index: number) => {
    active = index;
    slides.forEach((slide, i) => {
      const isActive = i === index;
      slide.toggleAttribute('data-active', isActive);
      slide.alt = isActive ? (slide.dataset.alt ?? '') : '';
      if (isActive) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    captions.forEach((caption, i) => {
      caption.hidden = i !== index;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  const update = () => {
    const isPaused = isHovered || isFocused || motion?.matches === true || slides.length < 2;
    live?.setAttribute('aria-live', isPaused ? 'polite' : 'off');
    if (isPaused) {
      window.clearInterval(timer);
      timer = undefined;
    } else if (timer === undefined) {
      timer = window.setInterval(() => show((active + 1) % slides.length), HERO_INTERVAL_MS);
    }
  };

  hero.addEventListener('mouseenter', () => {
    isHovered = true;
    update();
  });
  hero.addEventListener('mouseleave', () => {
    isHovered = false;
    update();
  });
  hero.addEventListener('focusin', () => {
    isFocused = true;
    update();
  });
  hero.addEventListener('focusout', (event) => {
    if (hero.contains(event.relatedTarget as Node | null)) return;
    isFocused = false;
    update();
  });
  motion?.addEventListener('change', update);
  dots.forEach((dot, i) => {
    dot.addEventListener('click', () => show(i));
  });

  // The first picture is the page's LCP element; the others wait for it.
  const first = slides[0];
  const fetchOthers = () => {
    for (const slide of slides.slice(1)) {
      if (!slide.dataset.src || slide.getAttribute('src')) continue;
      if (slide.dataset.srcset) slide.srcset = slide.dataset.srcset;
      slide.src = slide.dataset.src;
    }
  };
  if (!first || first.complete) fetchOthers();
  else {
    first.addEventListener('load', fetchOthers, { once: true });
    first.addEventListener('error', fetchOthers, { once: true });
  }
  update();
}
