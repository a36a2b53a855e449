import { Title } from '@mantine/core';

/** Placeholder until its own issue lands: the heading only, nothing that pretends to work. */
export function LogoPage() {
  return <Title order={1}>Logo</Title>;
}
