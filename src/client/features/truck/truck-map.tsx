import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconMap2 } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './truck.module.css';

const mapsLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
const embedUrl = (address: string) =>
  `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;

/**
 * The map loads only when asked for: a third-party embed costs a phone a lot of data and sets
 * cookies, so the page shows the address and a plain link first.
 */
export function TruckMap({ address, place }: { address: string; place: string }) {
  const [isShown, setShown] = useState(false);
  return (
    <div className={classes.map}>
      {isShown ? (
        <iframe
          title={`Map of ${place}`}
          src={embedUrl(address)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={classes.mapFrame}
        />
      ) : (
        <Stack align="center" justify="center" gap="sm" className={classes.mapPlaceholder}>
          <IconMap2 size={40} stroke={1.4} aria-hidden="true" />
          <Text fw={700} ta="center">
            {address}
          </Text>
          <Button onClick={() => setShown(true)} leftSection={<IconMap2 size={18} />}>
            Show interactive map
          </Button>
          <Text size="xs" c="dimmed" ta="center" maw={320}>
            The map is provided by Google Maps and loads only when you ask for it.
          </Text>
        </Stack>
      )}
      <Anchor href={mapsLink(address)} target="_blank" rel="noopener noreferrer" className={classes.mapLink}>
        Open in Google Maps <IconExternalLink size={14} aria-hidden="true" />
      </Anchor>
    </div>
  );
}
