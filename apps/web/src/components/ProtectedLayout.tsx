import { AppShell, Burger, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterNavLink, Outlet } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';
import classes from './ProtectedLayout.module.css';

const SIDEBAR_BREAKPOINT_PX = 420;

const SIDEBAR_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/settings', label: 'Settings' },
  { to: '/pricing', label: 'Pricing' },
] as const;

/** Application pages behind the session guard: header with the logo, sidebar (hamburger menu on narrow screens). */
export function ProtectedLayout() {
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: SIDEBAR_BREAKPOINT_PX, collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger
            className={classes.burger}
            opened={menuOpened}
            onClick={toggleMenu}
            size="sm"
            aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            aria-controls="app-sidebar"
            aria-expanded={menuOpened}
          />
          <BrandLogo target="dashboard" />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="app-sidebar" aria-label="Main navigation">
        {SIDEBAR_LINKS.map((link) => (
          <NavLink
            key={link.to}
            component={RouterNavLink}
            to={link.to}
            label={link.label}
            onClick={closeMenu}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
