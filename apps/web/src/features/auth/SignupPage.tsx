import { Title } from '@mantine/core';

/** Placeholder until its own issue lands: the heading only, nothing that pretends to work. */
export function SignupPage() {
  return <Title order={1}>Create your account</Title>;
}
