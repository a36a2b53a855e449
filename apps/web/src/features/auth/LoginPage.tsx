import { Box, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CHANGE_PASSWORD_MESSAGES, RESET_PASSWORD_MESSAGES, SIGNUP_MESSAGES } from '@medi/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavigationType, useBlocker, useLoaderData, useLocation } from 'react-router-dom';
import type { StoredMessageLoaderData } from '../../browser/stored-message';
import { AlertBanner } from '../../components/AlertBanner';
import { DeferredLoaderOverlay } from '../../components/DeferredLoaderOverlay';
import { isLoggedOutLocationState } from '../../browser/logged-out-location';
import { useDomainName } from '../config/useGlobalConfig';
import { VisitorEnquiryLinks } from '../enquiry/index';
import signInIllustration from './assets/sign-in-illustration.svg';
import type { SignInAttempt } from './EmailVerificationCard';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { LoginCredentialsForm } from './LoginCredentialsForm';
import classes from './LoginPage.module.css';
import { loadOnce, loadWhenIdle } from '../../browser/idle-load';
import { withAllStyles } from '../../browser/load-all-styles';

const loadEmailVerificationCard = loadOnce(() =>
  withAllStyles(import('./EmailVerificationCard')).then((module) => ({
    default: module.EmailVerificationCard,
  })),
);
/** The code step comes after the credentials: fetched while the doctor types them, not before the form shows. */
const EmailVerificationCard = lazy(loadEmailVerificationCard);

/** Messages other pages leave for /login that report a success; anything else (Access Denied) is an error. */
const SUCCESS_MESSAGES: readonly string[] = [
  SIGNUP_MESSAGES.success,
  CHANGE_PASSWORD_MESSAGES.success,
  RESET_PASSWORD_MESSAGES.success,
];

/**
 * After a logout the history behind /login belongs to the signed-out user: while this visit lasts, Back (and
 * Forward) stay on /login (spec 01 section 4, Logout). The router's blocker undoes the step however far it went:
 * pushing entries of our own did not hold, because Chrome skips entries added without a user gesture.
 */
function usePinnedBackNavigation(active: boolean): void {
  const blocker = useBlocker(({ historyAction }) => active && historyAction === NavigationType.Pop);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
}

function StoredMessage() {
  const loaderData = useLoaderData<StoredMessageLoaderData>();
  // Dismissal is tied to one visit: the next redirect here brings fresh loader data and shows its message again.
  const [dismissedVisit, setDismissedVisit] = useState<StoredMessageLoaderData | null>(null);
  const message = dismissedVisit === loaderData ? null : loaderData.storedMessage;
  if (!message) return null;
  return (
    <AlertBanner
      kind={SUCCESS_MESSAGES.includes(message) ? 'success' : 'error'}
      message={message}
      onClose={() => setDismissedVisit(loaderData)}
    />
  );
}

/** Spec 01 sections 2 and 4: a split layout, credentials first, then the e-mailed code. */
export function LoginPage() {
  const domainName = useDomainName();
  const location = useLocation();
  const [attempt, setAttempt] = useState<SignInAttempt | null>(null);
  usePinnedBackNavigation(isLoggedOutLocationState(location.state));
  useEffect(() => {
    void loadWhenIdle(loadEmailVerificationCard);
  }, []);

  return (
    <Paper withBorder radius="lg" shadow="sm" style={{ overflow: 'hidden' }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0}>
        <Stack visibleFrom="sm" className={classes.visual} p="xl" gap="lg" justify="center" align="center">
          <Image src={signInIllustration} alt="" className={classes.visualImage} />
          <Box ta="center">
            <Text fw={700} fz="lg">
              {domainName}
            </Text>
            <Text size="sm">
              Your consultations, transcribed and summarised while you care for the patient.
            </Text>
          </Box>
        </Stack>
        <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
          <Title order={1}>Sign in</Title>
          {/* The message was for the arrival on this page; the code step has its own news. */}
          {!attempt && <StoredMessage />}
          {attempt ? (
            <Suspense fallback={<DeferredLoaderOverlay visible />}>
              <EmailVerificationCard email={attempt.email} rememberMe={attempt.rememberMe} />
            </Suspense>
          ) : (
            <LoginCredentialsForm onCodeSent={setAttempt} forgotPassword={<ForgotPasswordLink />} />
          )}
          <Box component="footer" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <VisitorEnquiryLinks />
          </Box>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
