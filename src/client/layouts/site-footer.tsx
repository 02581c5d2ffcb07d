import { IconBrandInstagram, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { replyWithin, telHref } from '../../common/offer/text.ts';
import { serviceVisible } from '../../common/switches/defaults.ts';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup.tsx';
import { useBusiness } from '../lib/use-business.ts';
import { useSwitches } from '../lib/use-switches.ts';
import { BrandMark } from '../ui/brand.tsx';
import { LEAN_ICON } from '../ui/lean-icon.ts';
import { SITE_LINKS, visibleLinks } from './navigation.ts';
import classes from './site-footer.module.css';

const MORE_LINKS = [
  { to: '/training', label: 'Chef Training' },
  { to: '/login', label: 'Client Sign In' },
];

/**
 * The other profile links of the Feature Manager, as words (brand icons would add to every public
 * page's download); a blank link is left out.
 */
const OTHER_NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'yelp', label: 'Yelp' },
  { key: 'google', label: 'Google' },
] as const;

/**
 * The public footer. Plain elements and a CSS module rather than Mantine's layout and typography
 * components: it is on every public page the server renders.
 */
export function SiteFooter() {
  const business = useBusiness();
  const features = useSwitches();
  const { social } = features;
  const explore = [
    ...visibleLinks(SITE_LINKS, false, features),
    ...MORE_LINKS.filter((link) => link.to !== '/training' || serviceVisible(features, 'training', false)),
  ];
  const tel = telHref(business.phone);
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <div className={classes.grid}>
          <div className={classes.column}>
            <div className={classes.brand}>
              <BrandMark size={40} />
              <p>{business.name}</p>
            </div>
            <p className={classes.small}>{business.tagline}</p>
            {social.instagram && (
              <a href={social.instagram} target="_blank" rel="noopener noreferrer" className={classes.social}>
                <IconBrandInstagram size={20} {...LEAN_ICON} aria-hidden="true" /> Follow us on Instagram
              </a>
            )}
            {/* Hidden when empty, yet laid out (as before): the column keeps its spacing. */}
            <div className={classes.networks} hidden={!OTHER_NETWORKS.some((network) => social[network.key])}>
              {OTHER_NETWORKS.filter((network) => social[network.key]).map((network) => (
                <a
                  key={network.key}
                  href={social[network.key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.social}
                >
                  {network.label}
                </a>
              ))}
            </div>
            <NewsletterSignup />
          </div>
          <nav className={classes.explore} aria-label="Footer">
            <h2 className={classes.heading}>Explore</h2>
            <div className={classes.links}>
              {explore.map((link) => (
                <Link key={link.to} to={link.to} className={classes.link}>
                  {link.label}
                </Link>
              ))}
            </div>
          </nav>
          <div className={classes.visit}>
            <h2 className={classes.heading}>Visit or call</h2>
            {/* Details not saved yet (DEMO_DATA off, before the admin fills them in) are left out. */}
            {business.address && (
              <div className={classes.detail} data-top>
                <IconMapPin size={18} {...LEAN_ICON} className={classes.icon} aria-hidden="true" />
                <p className={classes.small}>
                  {business.address}
                  <br />
                  {business.city}
                </p>
              </div>
            )}
            {business.phone && (
              <div className={classes.detail}>
                <IconPhone size={18} {...LEAN_ICON} className={classes.icon} aria-hidden="true" />
                <a href={tel} className={classes.link}>
                  {business.phone}
                </a>
              </div>
            )}
            {business.email && (
              <div className={classes.detail}>
                <IconMail size={18} {...LEAN_ICON} className={classes.icon} aria-hidden="true" />
                <a href={`mailto:${business.email}`} className={classes.link}>
                  {business.email}
                </a>
              </div>
            )}
          </div>
          <div className={classes.explore}>
            <h2 className={classes.heading}>Hours</h2>
            <dl>
              {business.hours.map((h) => (
                <div key={h.days} className={classes.hours}>
                  <dt>{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </dl>
            <p className={classes.note}>
              {`We answer every message ${replyWithin(business.offer)}, and deliver across ${business.offer.delivery.area} and nearby counties.`}
            </p>
          </div>
        </div>
        <div className={classes.bottom}>
          <p>
            {`© ${new Date().getFullYear()} ${business.name}. Serving ${business.offer.delivery.area} since ${business.foundedYear}.`}
          </p>
          <p>Catering · Brunch · Food Truck · Chef Training</p>
        </div>
      </div>
    </footer>
  );
}
