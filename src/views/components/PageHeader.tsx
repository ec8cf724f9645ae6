// A page's header: its title (the page's h1) and the lead sentence under it.
import type { ReactNode } from 'react';
import { Heading } from './Heading';
import { Stack } from './Stack';
import { Text } from './Text';

export function PageHeader({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <Stack as="header" space="xs">
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">{lead}</Text>
    </Stack>
  );
}
