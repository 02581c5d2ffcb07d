import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { replyWithin } from '../../common/offer/text.ts';
import { useOffer } from '../lib/use-business.ts';
import classes from './cta-band.module.css';
import { LEAN_ICON } from './lean-icon.ts';

export type CtaLink = { to: string; label: string; primary?: boolean };

const DEFAULT_LINKS: CtaLink[] = [
  { to: '/quote', label: 'Get a Quote', primary: true },
  { to: '/contact', label: 'Contact Us' },
  { to: '/menu', label: 'Browse the Menu' },
  { to: '/services', label: 'Our Services' },
];

/**
 * The closing call to action of a page. Plain elements and cta-band.module.css: the look of Mantine's
 * Container, Stack, Title, Text, Group and Button (primary: variant white, color ember; the others:
 * variant outline, color gray; size md), without their style attributes and <style> blocks.
 */
export function CtaBand({
  title = 'Planning an event? Let us cook.',
  text,
  links = DEFAULT_LINKS,
}: {
  title?: string;
  /** Defaults to the offer's reply promise. */
  text?: string;
  links?: CtaLink[];
}) {
  const offer = useOffer();
  const lead =
    text ??
    `Tell us the date, the guest count and what you are celebrating. We'll reply ${replyWithin(offer)} with ideas and prices.`;
  return (
    <section className={classes.band} aria-label="Get in touch">
      <div className={classes.container}>
        <div className={classes.stack}>
          <h2 className={classes.title}>{title}</h2>
          <p className={classes.text}>{lead}</p>
          <div className={classes.links}>
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className={`${classes.btn} ${link.primary ? classes.primary : classes.secondary}`}
              >
                <span>{link.label}</span>
                {link.primary && <IconArrowRight size={18} {...LEAN_ICON} />}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
