import { Title } from '@mantine/core';

/** Placeholder until its own issue lands: the heading only, nothing that pretends to work. */
export function ContactUsPage() {
  return <Title order={1}>Contact Us</Title>;
}
