import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Artwork } from '../../common/site-artwork.ts';
import { ArtImage } from './art-image.tsx';
import classes from './page-banner.module.css';

type Props = { eyebrow: string; title: string; lead: ReactNode; art: Artwork; children?: ReactNode };

/** The opening band of an inner page: a picture behind a heading, an intro and optional buttons. */
export function PageBanner({ eyebrow, title, lead, art, children }: Props) {
  return (
    <Box component="header" className={classes.banner}>
      <ArtImage art={art} sizes="100vw" priority className={classes.image} alt="" />
      <div className={classes.shade} />
      <Container size="lg" className={classes.content}>
        <Stack gap="sm" maw={640}>
          <Text component="p" className={classes.eyebrow}>
            {eyebrow}
          </Text>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.lead}>{lead}</Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
