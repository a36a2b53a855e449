import { Title } from '@mantine/core';

/** Placeholder until its own issue lands: the heading only, nothing that pretends to work. */
export function HeaderImagePage() {
  return <Title order={1}>Header Image</Title>;
}
