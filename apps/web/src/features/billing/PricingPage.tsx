import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until its own issue lands: says what is coming and leads back, nothing that pretends to work. */
export function PricingPage() {
  return (
    <ComingSoon
      title="Pricing"
      coming="Comparing the plans and subscribing online arrive in the next release. Your current plan and its limits are on the dashboard."
    />
  );
}
