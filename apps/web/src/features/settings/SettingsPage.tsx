import { Title } from '@mantine/core';

/** Placeholder until its own issue lands: the heading only, nothing that pretends to work. */
export function SettingsPage() {
  return <Title order={1}>Settings</Title>;
}
