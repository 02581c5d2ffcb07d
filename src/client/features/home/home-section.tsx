import type { ReactNode } from 'react';
import section from '../../ui/section.module.css';
import classes from './home.module.css';

/**
 * The home page's sections: the look of ui/section.tsx (its classes), in plain elements. Mantine's
 * Stack and Text there emit a style attribute and a <style> block per section; the home page has six.
 */
export function HomeSection({
  id,
  eyebrow,
  title,
  description,
  tone = 'cream',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  tone?: 'cream' | 'white' | 'warm' | 'dark';
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={section.section} data-tone={tone}>
      <div className={classes.container}>
        <div className={classes.sectionHead}>
          <p className={section.eyebrow}>{eyebrow}</p>
          <h2 id={`${id}-title`} className={`${classes.h} ${section.title}`}>
            {title}
          </h2>
          {description && <p className={`${section.description} ${classes.lead}`}>{description}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
