import { Title } from '@mantine/core';

/** Placeholder until its own issue lands: the heading only, nothing that pretends to work. */
export function ConversationPage() {
  return <Title order={1}>Consultation</Title>;
}
