import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBusiness } from '../lib/use-business.ts';

export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#9a4413" />
      <path d="M14 38h36a18 18 0 0 0-36 0z" fill="#fde68a" />
      <rect x="10" y="40" width="44" height="5" rx="2.5" fill="#fde68a" />
      <circle cx="32" cy="18" r="3" fill="#fde68a" />
    </svg>
  );
}

/** The logo and name, linking home. */
export function Brand({ to = '/' }: { to?: string }) {
  const business = useBusiness();
  return (
    <Group
      renderRoot={(props) => <Link to={to} {...props} />}
      gap="xs"
      wrap="nowrap"
      mih={44}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <BrandMark />
      <Text ff="heading" fw={700} fz={{ base: 'md', sm: 'lg' }} c="dark.8" lh={1.1}>
        {business.name}
      </Text>
    </Group>
  );
}
