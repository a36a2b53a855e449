import { Title } from '@mantine/core';

/** Placeholder until its own issue lands: the heading only, nothing that pretends to work. */
export function PricingPage() {
  return <Title order={1}>Pricing</Title>;
}
