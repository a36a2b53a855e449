import {
  DELIVERY_MESSAGES,
  DELIVERY_ROUTES,
  EMAIL_MESSAGES,
  type PdfStatusReply,
  type ShareStatusReply,
  sharingNotInPlanMessage,
  type UserActivityMetrics,
} from '@medi/contracts';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../../store/store';
import { renderWithProviders } from '../../../test/render-app';
import { FREE_PLAN_METRICS, signIn } from '../../../test/signed-in-doctor';
import { FhirDownloadButton } from './FhirDownloadButton';
import { ReportDownloadButton } from './ReportDownloadButton';
import { ShareReportButton } from './ShareReportButton';

const REPORT_ID = '6f1c2a51-3f4e-4d6a-9c1b-7e8f9a0b1c2d';
const SHARE_ID = '9a0b1c2d-3f4e-4d6a-9c1b-7e8f6f1c2a51';
const ADVANCED_METRICS: UserActivityMetrics = {
  ...FREE_PLAN_METRICS,
  PlanID: 3,
  currentPlanName: 'Advanced',
};

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The gateway's delivery routes answering from `replies` (each route's replies in order, the last repeated). */
function stubGateway(replies: Record<string, Array<{ status?: number; body: unknown }>>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const key = `${request.method} ${url.pathname}`;
      const sameRoute = calls.filter((call) => `${call.method} ${call.path}` === key).length;
      const list = replies[key] ?? [
        { status: 404, body: { code: 'COMMON.NOT_FOUND', message: 'Not found' } },
      ];
      const reply = list[Math.min(sameRoute - 1, list.length - 1)];
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderWithRouter(element: React.ReactElement) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/pricing', element: <h1>Pricing</h1> },
  ]);
  const { store } = renderWithProviders(<RouterProvider router={router} />);
  return { router, store };
}

/** Whether the doctor's user config (the plan) has reached the store. */
function userConfigLoaded(store: AppStore): boolean {
  return Object.values(store.getState().api?.queries ?? {}).some(
    (query) => query?.endpointName === 'getUserConfig' && query.status === QueryStatus.fulfilled,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'userId=; path=/; max-age=0';
});

describe('ReportDownloadButton', () => {
  it('asks for the PDF, shows progress until it is ready, then downloads the file of that version', async () => {
    const rendering: PdfStatusReply = { status: 'rendering', version: 2 };
    const calls = stubGateway({
      [`POST ${DELIVERY_ROUTES.requestPdf}`]: [{ body: rendering }],
      [`GET ${DELIVERY_ROUTES.pdfStatus}`]: [{ body: rendering }, { body: { status: 'ready', version: 2 } }],
    });
    const startDownload = vi.fn();
    renderWithRouter(
      <ReportDownloadButton reportId={REPORT_ID} kind="comprehensive" startDownload={startDownload} />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Download Comprehensive Report' }));

    expect(await screen.findByRole('button', { name: DELIVERY_MESSAGES.preparingPdf })).toBeTruthy();
    await waitFor(() => expect(startDownload).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(startDownload).toHaveBeenCalledWith(
      `${DELIVERY_ROUTES.pdfFile}?reportId=${REPORT_ID}&kind=comprehensive&version=2`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reportId: REPORT_ID,
      kind: 'comprehensive',
    });
    expect(
      calls
        .filter((call) => call.path === DELIVERY_ROUTES.pdfStatus)
        .map((call) => call.query.get('version')),
    ).toEqual(['2', '2']);
    expect(screen.queryByRole('button', { name: DELIVERY_MESSAGES.preparingPdf })).toBeNull();
  });

  it("shows the server's refusal and downloads nothing", async () => {
    stubGateway({
      [`POST ${DELIVERY_ROUTES.requestPdf}`]: [
        { status: 404, body: { code: 'COMMON.NOT_FOUND', message: DELIVERY_MESSAGES.reportNotFound } },
      ],
    });
    const startDownload = vi.fn();
    renderWithRouter(
      <ReportDownloadButton reportId={REPORT_ID} kind="summary" startDownload={startDownload} />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Download Summary Report' }));

    expect((await screen.findByRole('alert')).textContent).toContain(DELIVERY_MESSAGES.reportNotFound);
    expect(startDownload).not.toHaveBeenCalled();
  });
});

describe('ShareReportButton', () => {
  it('validates the recipient, shows the sending text, then the spec success message', async () => {
    signIn();
    const sending: ShareStatusReply = { shareId: SHARE_ID, status: 'sending' };
    const calls = stubGateway({
      'GET /api/manage/userconfig/': [{ body: ADVANCED_METRICS }],
      [`POST ${DELIVERY_ROUTES.share}`]: [{ body: sending }],
      [`GET ${DELIVERY_ROUTES.shareStatus}`]: [
        { body: sending },
        { body: { shareId: SHARE_ID, status: 'sent' } },
      ],
    });
    renderWithRouter(<ShareReportButton reportId={REPORT_ID} kind="prescription" />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/manage/userconfig/')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Share Prescription Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Report' });
    fireEvent.change(within(dialog).getByLabelText(/Recipient Name/), {
      target: { value: 'Lab <b>Desk</b>' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Recipient Email/), { target: { value: 'lab@example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText(DELIVERY_MESSAGES.recipientNameCharacters)).toBeTruthy();
    expect(within(dialog).getByText(EMAIL_MESSAGES.invalid)).toBeTruthy();
    expect(calls.some((call) => call.path === DELIVERY_ROUTES.share)).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Recipient Name/), { target: { value: 'Lab Desk' } });
    fireEvent.change(within(dialog).getByLabelText(/Recipient Email/), {
      target: { value: 'Lab.Desk@Harbourlab.in' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await screen.findByText(DELIVERY_MESSAGES.sending)).toBeTruthy();
    expect(await screen.findByText(DELIVERY_MESSAGES.shared, {}, { timeout: 5_000 })).toBeTruthy();
    expect(calls.find((call) => call.path === DELIVERY_ROUTES.share)?.body).toEqual({
      reportId: REPORT_ID,
      kind: 'prescription',
      RecipientName: 'Lab Desk',
      Email: 'lab.desk@harbourlab.in',
    });
  }, 20_000);

  it('shows the spec failure text when the e-mail could not be sent', async () => {
    signIn();
    stubGateway({
      'GET /api/manage/userconfig/': [{ body: ADVANCED_METRICS }],
      [`POST ${DELIVERY_ROUTES.share}`]: [{ body: { shareId: SHARE_ID, status: 'sending' } }],
      [`GET ${DELIVERY_ROUTES.shareStatus}`]: [{ body: { shareId: SHARE_ID, status: 'failed' } }],
    });
    renderWithRouter(<ShareReportButton reportId={REPORT_ID} kind="summary" />);
    await screen.findByRole('button', { name: 'Share Summary Report' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());

    fireEvent.click(screen.getByRole('button', { name: 'Share Summary Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Report' });
    fireEvent.change(within(dialog).getByLabelText(/Recipient Name/), { target: { value: 'Lab Desk' } });
    fireEvent.change(within(dialog).getByLabelText(/Recipient Email/), {
      target: { value: 'lab.desk@harbourlab.in' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));

    expect(await screen.findByText(DELIVERY_MESSAGES.shareFailed, {}, { timeout: 5_000 })).toBeTruthy();
  }, 20_000);

  it('explains a plan without sharing and leads to the pricing page instead of the dialog', async () => {
    signIn();
    stubGateway({ 'GET /api/manage/userconfig/': [{ body: FREE_PLAN_METRICS }] });
    const { router, store } = renderWithRouter(
      <ShareReportButton reportId={REPORT_ID} kind="comprehensive" />,
    );
    await waitFor(() => expect(userConfigLoaded(store)).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Share Comprehensive Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sharing is not in your plan' });
    expect(dialog.textContent).toContain(sharingNotInPlanMessage('Free'));
    fireEvent.click(within(dialog).getByRole('link', { name: 'See plans and upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(screen.queryByRole('dialog', { name: 'Share Report' })).toBeNull();
  });
});

describe('FhirDownloadButton', () => {
  it('links to the FHIR export of the version shown, by ids only', () => {
    renderWithRouter(<FhirDownloadButton reportId={REPORT_ID} version={3} />);

    const link = screen.getByRole('link', { name: 'Download FHIR (JSON)' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe(DELIVERY_ROUTES.fhir);
    expect(Object.fromEntries(url.searchParams)).toEqual({ reportId: REPORT_ID, version: '3' });
  });
});
