import { Box, Container, Stack, Text, Title } from '@mantine/core';
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

/** A page section: a small eyebrow, a serif heading, an intro line, then its content. */
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
    <Box component="section" id={id} aria-labelledby={headingId} className={classes.section} data-tone={tone}>
      <Container size="lg">
        <Stack
          gap={6}
          align={align === 'center' ? 'center' : 'flex-start'}
          ta={align}
          mb={{ base: 28, sm: 40 }}
        >
          {eyebrow && (
            <Text className={classes.eyebrow} component="p">
              {eyebrow}
            </Text>
          )}
          <Title order={2} id={headingId} className={classes.title}>
            {title}
          </Title>
          {description && (
            <Text className={classes.description} maw={680}>
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
