import { ENQUIRY_MESSAGES, ENQUIRY_SUBMIT_DELAY_MS, MESSAGES, PHONE_MESSAGES } from '@medi/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { EnquiryModal, type EnquiryVariant } from './EnquiryModal';

interface CapturedRequest {
  url: string;
  body: unknown;
}

/** Answers every POST with `reply` (or rejects, for a transport failure) and records what the browser sent. */
function stubEnquiryServer(reply: { status: number; body: unknown } | Error) {
  const requests: CapturedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      requests.push({ url: request.url, body: request.method === 'POST' ? await request.json() : undefined });
      if (reply instanceof Error) throw reply;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

function ModalHarness({ variant, selectedPlan }: { variant: EnquiryVariant; selectedPlan?: string }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open enquiry
      </button>
      <EnquiryModal
        variant={variant}
        opened={opened}
        onClose={() => setOpened(false)}
        selectedPlan={selectedPlan}
      />
    </>
  );
}

function renderModal(variant: EnquiryVariant, selectedPlan?: string) {
  renderWithProviders(<ModalHarness variant={variant} selectedPlan={selectedPlan} />);
  return screen.getByRole('dialog');
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function fillValidDemoRequest() {
  type('Name', 'Asha Menon');
  type('Email', 'asha.menon@sunrise-clinic.in');
  fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+91' } });
  type('Phone', '9876543210');
  type('Requirements', 'Two clinics, twelve doctors, English and Malayalam.');
}

async function submitAndWaitOutTheDelay(buttonName: string) {
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  await act(() => vi.advanceTimersByTimeAsync(ENQUIRY_SUBMIT_DELAY_MS));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('EnquiryModal', () => {
  it('waits 2 seconds before sending a demo request, then shows the server message and clears the inputs', async () => {
    vi.useFakeTimers();
    const requests = stubEnquiryServer({
      status: 200,
      body: { status: 200, success: true, message: 'Thank you! Our team will contact you shortly.' },
    });
    renderModal('demo');
    fillValidDemoRequest();

    fireEvent.click(screen.getByRole('button', { name: 'Request Demo' }));
    await act(() => vi.advanceTimersByTimeAsync(ENQUIRY_SUBMIT_DELAY_MS - 1));
    expect(requests).toHaveLength(0);
    expect(screen.getByText('Submitting...')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    expect(await screen.findByText('Thank you! Our team will contact you shortly.')).toBeTruthy();
    expect(requests).toEqual([
      {
        url: expect.stringMatching(/\/api\/manage\/requestdemo$/) as string,
        body: {
          Name: 'Asha Menon',
          Email: 'asha.menon@sunrise-clinic.in',
          CountryCode: '+91',
          Phone: '9876543210',
          Requirements: 'Two clinics, twelve doctors, English and Malayalam.',
        },
      },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Name', { exact: false }).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Phone', { exact: false }).value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Country code').value).toBe('+1');
  });

  it('sends nothing and shows the phone rule when the number is not valid for the chosen country', async () => {
    const requests = stubEnquiryServer({ status: 200, body: { status: 200, success: true, message: 'ok' } });
    renderModal('generic');
    fillValidDemoRequest();
    type('Phone', '12345');

    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    expect(await screen.findByText(PHONE_MESSAGES.invalidForCountry)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows the name rule of the shared schema for a two-letter name', async () => {
    stubEnquiryServer({ status: 200, body: { status: 200, success: true, message: 'ok' } });
    renderModal('demo');
    fillValidDemoRequest();
    type('Name', 'Al');

    fireEvent.click(screen.getByRole('button', { name: 'Request Demo' }));

    expect(await screen.findByText(ENQUIRY_MESSAGES.nameLength)).toBeTruthy();
  });

  it("shows the server's message when it refuses the enquiry and keeps what was typed", async () => {
    vi.useFakeTimers();
    stubEnquiryServer({
      status: 429,
      body: { code: 'COMMON.RATE_LIMITED', message: 'Too many requests. Please try again in a moment.' },
    });
    renderModal('generic');
    fillValidDemoRequest();

    await submitAndWaitOutTheDelay('Send Enquiry');
    vi.useRealTimers();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests. Please try again in a moment.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name', { exact: false }).value).toBe('Asha Menon');
  });

  it('shows the generic text for a non-success answer without a message', async () => {
    vi.useFakeTimers();
    stubEnquiryServer({ status: 200, body: { status: 500, success: false, message: '' } });
    renderModal('demo');
    fillValidDemoRequest();

    await submitAndWaitOutTheDelay('Request Demo');
    vi.useRealTimers();

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.genericError);
  });

  it("shows the transport error's own message when the request never reaches the server", async () => {
    vi.useFakeTimers();
    stubEnquiryServer(new TypeError('Failed to fetch'));
    // The failed call is logged by design; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderModal('demo');
    fillValidDemoRequest();

    await submitAndWaitOutTheDelay('Request Demo');
    vi.useRealTimers();

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
  });

  it('sends the selected plan with a contact-us enquiry to contactUsForSubscription', async () => {
    vi.useFakeTimers();
    const requests = stubEnquiryServer({
      status: 200,
      body: { status: 200, success: true, message: 'Our sales team will contact you.' },
    });
    renderModal('contact', 'Enterprise');
    type('Name', 'Asha Menon');
    type('Email', 'asha.menon@sunrise-clinic.in');
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+971' } });
    type('Phone', '501234567');
    type('Additional notes', 'Forty doctors across three sites.');

    await submitAndWaitOutTheDelay('Contact Us');
    vi.useRealTimers();

    expect(await screen.findByText('Our sales team will contact you.')).toBeTruthy();
    expect(requests[0]?.url).toMatch(/\/api\/manage\/contactUsForSubscription$/);
    expect(requests[0]?.body).toMatchObject({
      SelectedPlan: 'Enterprise',
      CountryCode: '+971',
      Phone: '501234567',
    });
  });

  it('sends only the e-mail for forgot password', async () => {
    vi.useFakeTimers();
    const requests = stubEnquiryServer({
      status: 200,
      body: {
        status: 200,
        success: true,
        message: 'If an account exists for this email, a link has been sent.',
      },
    });
    renderModal('forgot-password');
    type('Email', 'asha.menon@sunrise-clinic.in');

    await submitAndWaitOutTheDelay('Send Reset Link');
    vi.useRealTimers();

    expect(
      await screen.findByText('If an account exists for this email, a link has been sent.'),
    ).toBeTruthy();
    expect(requests).toEqual([
      {
        url: expect.stringMatching(/\/api\/manage\/forgetpassword$/) as string,
        body: { Email: 'asha.menon@sunrise-clinic.in' },
      },
    ]);
  });

  it('resets every field when the modal is closed and opened again', async () => {
    stubEnquiryServer({ status: 200, body: { status: 200, success: true, message: 'ok' } });
    const dialog = renderModal('demo');
    fillValidDemoRequest();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open enquiry' }));

    expect(screen.getByLabelText<HTMLInputElement>('Name', { exact: false }).value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Requirements', { exact: false }).value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Country code').value).toBe('+1');
  });
});
