import { Title } from '@mantine/core';

/** Placeholder until its own issue lands: the heading only, nothing that pretends to work. */
export function ProfileManagementPage() {
  return <Title order={1}>My Profile</Title>;
}
