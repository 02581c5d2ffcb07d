import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import band from '../../ui/cta-band.module.css';
import classes from './home.module.css';
import { LEAN_ICON } from './lean-icon.ts';

const LINKS = [
  { to: '/quote', label: 'Get a Quote', primary: true },
  { to: '/contact', label: 'Contact Us' },
  { to: '/menu', label: 'Browse the Menu' },
  { to: '/services', label: 'Our Services' },
];

/** The closing call to action: ui/cta-band.tsx's default band and look, in plain elements. */
export function HomeCta() {
  return (
    <section className={band.band} aria-label="Get in touch">
      <div className={classes.container}>
        <div className={classes.ctaStack}>
          <h2 className={`${classes.h2} ${band.title}`}>Planning an event? Let us cook.</h2>
          <p className={band.text}>
            Tell us the date, the guest count and what you are celebrating. We'll reply within 24 hours with
            ideas and prices.
          </p>
          <div className={classes.row}>
            {LINKS.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className={`${classes.btn} ${classes.md} ${link.primary ? classes.ctaPrimary : classes.ctaSecondary}`}
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
