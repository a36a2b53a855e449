import { redirect, type HydrationState, type Location, type RouteObject } from 'react-router-dom';
import { FirstPaint } from './layouts/FirstPaint';
import { PublicLayout } from './layouts/PublicLayout';
import { isLoggedOutLocationState } from '../browser/logged-out-location';
import { StaticErrorFallback } from '../features/errors/StaticErrorFallback';
import { redirectUnknownPathLoader } from '../features/errors/redirect-unknown-path.loader';
import { requireSessionLoader } from '../features/auth/require-session.loader';
import { withAllStyles } from '../browser/load-all-styles';
import { RootLayout } from './RootLayout';
import { RouteErrorRedirect } from './RouteErrorRedirect';
import type { RouteMeta } from './route-meta';
import { storedMessageLoader, type StoredMessageLoaderData } from '../browser/stored-message';

function meta(title: string, description: string): RouteMeta {
  return { title, description };
}

/** The first page: the router's stand-in draws it before the router's engine has loaded (deferred-router.ts). */
export const FIRST_PAGE_PATH = '/login';

/**
 * What /login's loader answers with nothing stored, the data the build prerenders the page with
 * (first-page.prerender.tsx): a message stored for the visit appears once the page has hydrated.
 */
export const FIRST_PAGE_PRERENDER_DATA: HydrationState = {
  loaderData: { login: { storedMessage: null } satisfies StoredMessageLoaderData },
};

/**
 * Route table of spec 01 section 2 and spec 02 section 2. Pages are loaded on first visit. The routes of the first
 * page carry ids of their own: the stand-in that draws it and the router that takes over must agree on them.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorRedirect />,
    hydrateFallbackElement: <FirstPaint />,
    children: [
      { index: true, element: null, loader: () => redirect('/login') },
      {
        id: 'public',
        element: <PublicLayout />,
        children: [
          {
            id: 'login',
            path: 'login',
            handle: meta('Login', 'Sign in with your e-mail, password and a one-time code.'),
            loader: storedMessageLoader,
            lazy: () =>
              import('../features/auth/LoginPage').then((module) => ({ Component: module.LoginPage })),
          },
          {
            path: 'signup',
            handle: meta('Sign Up', 'Register as a doctor with your medical licence details.'),
            lazy: () =>
              withAllStyles(import('../features/auth/SignupPage')).then((module) => ({
                Component: module.SignupPage,
              })),
          },
          {
            path: 'terms-and-conditions',
            handle: meta('Terms and Conditions', 'Terms and conditions of use of the AI medical scribe.'),
            lazy: () =>
              withAllStyles(import('../features/legal/LegalDocumentPage')).then((module) => ({
                Component: module.TermsAndConditionsPage,
              })),
          },
          {
            path: 'privacy-policy',
            handle: meta('Privacy Policy', 'How patient and doctor data are processed and protected.'),
            lazy: () =>
              withAllStyles(import('../features/legal/LegalDocumentPage')).then((module) => ({
                Component: module.PrivacyPolicyPage,
              })),
          },
          {
            path: 'license-agreement',
            handle: meta(
              'License Agreement',
              'Licence terms for hospitals and clinics in India and the UAE.',
            ),
            lazy: () =>
              withAllStyles(import('../features/legal/LegalDocumentPage')).then((module) => ({
                Component: module.LicenseAgreementPage,
              })),
          },
          {
            path: 'reset-password',
            handle: meta('Reset Password', 'Choose a new password for your account.'),
            lazy: () =>
              withAllStyles(import('../features/auth/ResetPasswordPage')).then((module) => ({
                Component: module.ResetPasswordPage,
              })),
          },
          {
            path: 'logo',
            handle: meta('Logo', 'Logo image.'),
            lazy: () =>
              withAllStyles(import('../features/branding/LogoPage')).then((module) => ({
                Component: module.LogoPage,
              })),
          },
          {
            path: 'headerImage',
            handle: meta('Header Image', 'Report header image.'),
            lazy: () =>
              withAllStyles(import('../features/branding/HeaderImagePage')).then((module) => ({
                Component: module.HeaderImagePage,
              })),
          },
          {
            path: 'contact-us',
            handle: meta('Contact Us', 'Contact our sales team about the Enterprise plan.'),
            lazy: () =>
              withAllStyles(import('../features/enquiry/ContactUsPage')).then((module) => ({
                Component: module.ContactUsPage,
              })),
          },
          {
            path: 'error',
            handle: meta('Error', 'The page could not be shown.'),
            loader: storedMessageLoader,
            errorElement: <StaticErrorFallback />,
            lazy: () =>
              withAllStyles(import('../features/errors/ErrorPage')).then((module) => ({
                Component: module.ErrorPage,
              })),
          },
        ],
      },
      {
        loader: requireSessionLoader,
        lazy: () =>
          withAllStyles(import('./layouts/ProtectedLayout')).then((module) => ({
            Component: module.ProtectedLayout,
          })),
        // Check the session on every navigation, not only when entering the protected area.
        shouldRevalidate: () => true,
        children: [
          {
            path: 'dashboard',
            handle: meta('Dashboard', 'Launch a consultation and see your key features.'),
            lazy: () =>
              withAllStyles(import('../features/dashboard/DashboardPage')).then((module) => ({
                Component: module.DashboardPage,
              })),
          },
          {
            path: 'conversation',
            handle: meta(
              'Consultation',
              'Record a consultation with live transcription and generate reports.',
            ),
            lazy: () =>
              withAllStyles(import('../features/consultation/ConversationPage')).then((module) => ({
                Component: module.ConversationPage,
              })),
          },
          {
            path: 'consultations',
            handle: meta('Consultations', 'Your past consultations: reopen, search and delete them.'),
            lazy: () =>
              withAllStyles(import('../features/consultations/ConsultationsPage')).then((module) => ({
                Component: module.ConsultationsPage,
              })),
          },
          {
            path: 'consultations/:sessionId',
            handle: meta('Consultation', 'A past consultation: its transcript, notes and report versions.'),
            lazy: () =>
              withAllStyles(import('../features/consultations/ConsultationPage')).then((module) => ({
                Component: module.ConsultationPage,
              })),
          },
          {
            path: 'audit-trail',
            handle: meta('Audit trail', "Who read or changed your patients' records, and when."),
            lazy: () =>
              withAllStyles(import('../features/audit/AuditTrailPage')).then((module) => ({
                Component: module.AuditTrailPage,
              })),
          },
          {
            path: 'profile-management',
            handle: meta('My Profile', 'Manage your profile and photo.'),
            lazy: () =>
              withAllStyles(import('../features/profile/ProfileManagementPage')).then((module) => ({
                Component: module.ProfileManagementPage,
              })),
          },
          {
            path: 'settings',
            handle: meta('Settings', 'Hospital, doctor and legal settings for your reports.'),
            lazy: () =>
              withAllStyles(import('../features/settings/SettingsPage')).then((module) => ({
                Component: module.SettingsPage,
              })),
          },
          {
            path: 'pricing',
            handle: meta('Pricing', 'Plans and subscription.'),
            lazy: () =>
              withAllStyles(import('../features/billing/PricingPage')).then((module) => ({
                Component: module.PricingPage,
              })),
          },
        ],
      },
      { path: '*', element: null, loader: redirectUnknownPathLoader },
    ],
  },
];

/**
 * A visit the stand-in can draw: /login, unless it follows a logout, whose Back button is pinned from the first
 * moment (LoginPage), which takes the router's engine.
 */
export function isFirstPageVisit(location: Location): boolean {
  return location.pathname === FIRST_PAGE_PATH && !isLoggedOutLocationState(location.state);
}
