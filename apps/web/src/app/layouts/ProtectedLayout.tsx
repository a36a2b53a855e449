import { ActionIcon, AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import {
  IconCreditCard,
  IconHistory,
  IconLayoutDashboard,
  IconListSearch,
  IconSettings,
} from '@tabler/icons-react';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router-dom';
import { CrossTabLogoutListener, LogoutConfirm } from '../../features/account/index';
import { SettingsIncompleteBanner } from '../../features/auth/SettingsIncompleteBanner';
import { PlanStatusBanners } from '../../features/billing/PlanStatusBanners';
import { PlanSummary } from '../../features/dashboard/PlanSummary';
import { BrandLogo } from './BrandLogo';
import classes from './ProtectedLayout.module.css';
import { UserMenu } from './UserMenu';

const SIDEBAR_BREAKPOINT_PX = 420;

const SIDEBAR_LINKS = [
  { to: '/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
  { to: '/consultations', label: 'Consultations', icon: IconHistory },
  { to: '/audit-trail', label: 'Audit trail', icon: IconListSearch },
  { to: '/settings', label: 'Settings', icon: IconSettings },
  { to: '/pricing', label: 'Pricing', icon: IconCreditCard },
] as const;

/**
 * Application pages behind the session guard: header with the logo, settings and the profile menu; sidebar
 * with the plan (a hamburger menu on narrow screens).
 */
export function ProtectedLayout() {
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const { pathname } = useLocation();
  const onDashboard = pathname === '/dashboard';
  // The open hamburger menu covers the page like a drawer, and closes like one.
  useWindowEvent('keydown', (event) => {
    if (menuOpened && event.key === 'Escape') closeMenu();
  });
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: SIDEBAR_BREAKPOINT_PX, collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            className={classes.burger}
            opened={menuOpened}
            onClick={toggleMenu}
            size="sm"
            aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            aria-controls="app-sidebar"
            aria-expanded={menuOpened}
          />
          {/* Spec 01 shared elements: the logo leads home on the dashboard, to the marketing site elsewhere. */}
          <BrandLogo target={onDashboard ? 'dashboard' : 'marketing-site'} />
          <Group gap="xs" ml="auto" wrap="nowrap">
            <ActionIcon
              component={Link}
              to="/settings"
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label="Open settings"
            >
              <IconSettings size={22} aria-hidden />
            </ActionIcon>
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="app-sidebar" aria-label="Main navigation">
        <AppShell.Section grow component={ScrollArea}>
          {SIDEBAR_LINKS.map((link) => (
            <NavLink
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              label={link.label}
              active={pathname === link.to || pathname.startsWith(`${link.to}/`)}
              leftSection={<link.icon size={18} aria-hidden />}
              onClick={closeMenu}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section>
          <PlanSummary />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <SettingsIncompleteBanner />
        <PlanStatusBanners />
        <Outlet />
      </AppShell.Main>
      <LogoutConfirm />
      <CrossTabLogoutListener />
    </AppShell>
  );
}
