import type { ReactNode } from 'react';
import classes from './section.module.css';

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  tone?: 'cream' | 'white' | 'warm' | 'dark';
  align?: 'center' | 'left';
  children: ReactNode;
};

/**
 * A page section: a small eyebrow, a serif heading, an intro line, then its content. Plain elements
 * and section.module.css (the look of Mantine's Container, Stack, Text and Title, without the style
 * attribute and <style> block those emit per section).
 */
export function Section({
  id,
  eyebrow,
  title,
  description,
  tone = 'cream',
  align = 'center',
  children,
}: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section} data-tone={tone}>
      <div className={classes.container}>
        <div className={classes.head} data-align={align === 'left' ? 'left' : undefined}>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={classes.title}>
            {title}
          </h2>
          {description && <p className={classes.description}>{description}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
