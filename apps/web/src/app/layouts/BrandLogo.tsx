import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useDomainName, useGlobalConfig } from '../../features/config/useGlobalConfig';

function LogoText() {
  const domainName = useDomainName();
  return (
    <Text component="span" fw={700} fz="xl" c="teal.9">
      {domainName}
    </Text>
  );
}

/** Spec 01 shared elements: inside the app the logo goes to /dashboard, elsewhere to the marketing site. */
export function BrandLogo({ target }: { target: 'dashboard' | 'marketing-site' }) {
  const config = useGlobalConfig();
  const domainName = useDomainName();

  if (target === 'dashboard') {
    // The name starts with the words shown (WCAG 2.5.3: a voice user says what they see).
    return (
      <Anchor
        component={Link}
        to="/dashboard"
        underline="never"
        aria-label={`${domainName}: go to dashboard`}
      >
        <LogoText />
      </Anchor>
    );
  }
  if (config?.mediAssistBaseUrl) {
    return (
      <Anchor href={config.mediAssistBaseUrl} underline="never">
        <LogoText />
      </Anchor>
    );
  }
  return <LogoText />;
}
