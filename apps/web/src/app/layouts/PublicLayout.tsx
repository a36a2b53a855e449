import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { useDomainName } from '../../features/config/useGlobalConfig';
import { useCurrentYear } from '../../hooks/useCurrentYear';
import { BrandLogo } from './BrandLogo';
import classes from './PublicLayout.module.css';

/** Pages reachable without a session: sign-in, sign-up, legal texts, reset password, error. */
export function PublicLayout() {
  const domainName = useDomainName();
  const year = useCurrentYear();
  return (
    <>
      <header className={classes.header}>
        <Group h="100%" px="md">
          <BrandLogo target="marketing-site" />
        </Group>
      </header>
      <main className={classes.main}>
        <Container size="sm" py="xl">
          <Outlet />
        </Container>
        <Container size="sm" component="footer" py="md">
          <Group gap="md" justify="center" wrap="wrap">
            <Anchor component={Link} to="/terms-and-conditions" size="sm">
              Terms and Conditions
            </Anchor>
            <Anchor component={Link} to="/privacy-policy" size="sm">
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/license-agreement" size="sm">
              License Agreement
            </Anchor>
          </Group>
          <Text size="xs" c="gray.7" ta="center" mt="xs">
            © {year} {domainName}
          </Text>
        </Container>
      </main>
    </>
  );
}
