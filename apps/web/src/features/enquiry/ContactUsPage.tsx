import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { ContactUsForm } from './ContactUsForm';

const DEFAULT_PLAN = 'Enterprise';

/** /contact-us: the Enterprise plan's 'Contact us' lands here (spec 02 section 2); `?plan=` names another plan. */
export function ContactUsPage() {
  const [searchParams] = useSearchParams();
  const selectedPlan = searchParams.get('plan')?.slice(0, 50) || DEFAULT_PLAN;
  return (
    <Stack gap="md">
      <Title order={1}>Contact Us</Title>
      <Text>
        Tell us about your hospital or clinic. Our sales team will contact you to discuss the {selectedPlan}{' '}
        plan, deployment on your preferred cloud and onboarding of your doctors.
      </Text>
      <Paper withBorder p="md">
        <ContactUsForm selectedPlan={selectedPlan} />
      </Paper>
    </Stack>
  );
}
