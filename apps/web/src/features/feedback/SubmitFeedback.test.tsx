import { FEEDBACK_MESSAGES, FEEDBACK_TEXT_MAX } from '@medi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { SubmitFeedback } from './SubmitFeedback';

/** A feedback endpoint answering each call with the next status of `statuses`; records the bodies. */
function stubFeedbackServer(...statuses: number[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      bodies.push(await request.json());
      const status = statuses[Math.min(bodies.length - 1, statuses.length - 1)] ?? 200;
      const body =
        status === 200 ? { success: true } : { code: 'COMMON.INTERNAL', message: 'Internal error' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

function openFeedbackPopup() {
  renderWithProviders(<SubmitFeedback />);
  fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
  const confirm = screen.getByRole('dialog', { name: FEEDBACK_MESSAGES.confirmTitle });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Submit Feedback' }));
  return screen.getByRole('dialog', { name: 'Share Your Feedback' });
}

function star(stars: number): HTMLInputElement {
  return screen.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });
}

function clickStar(stars: number) {
  // Mantine's Rating takes the click on the star's label, as a pointer user does.
  fireEvent.click(document.querySelector(`label[for="${star(stars).id}"]`)!);
}

function fillRequiredFields() {
  clickStar(4);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Usability' }));
  fireEvent.change(screen.getByLabelText(/Describe the issue/), {
    target: { value: 'The report loads slowly.' },
  });
}

describe('SubmitFeedback', () => {
  it('asks first with We Value Your Feedback!, and Maybe Later closes without a popup', () => {
    renderWithProviders(<SubmitFeedback />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clears the rating when the chosen star is clicked again', () => {
    openFeedbackPopup();

    clickStar(3);
    expect(star(3).checked).toBe(true);

    clickStar(3);
    expect([1, 2, 3, 4, 5].filter((stars) => star(stars).checked)).toEqual([]);
  });

  it('reveals Please specify only while Other is chosen', () => {
    openFeedbackPopup();
    expect(screen.queryByLabelText(/Please specify/)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByLabelText(/Please specify/)).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.queryByLabelText(/Please specify/)).toBeNull();
  });

  it('counts the characters of description and suggestions against the 100-character cap', () => {
    openFeedbackPopup();
    const description = screen.getByLabelText(/Describe the issue/);

    fireEvent.change(description, { target: { value: 'Slow report' } });

    expect(description.getAttribute('maxlength')).toBe(String(FEEDBACK_TEXT_MAX));
    expect(screen.getByLabelText(/Suggestions for improvement/).getAttribute('maxlength')).toBe(
      String(FEEDBACK_TEXT_MAX),
    );
    expect(screen.getByText(`11/${FEEDBACK_TEXT_MAX} characters`)).toBeTruthy();
    expect(screen.getByText(`0/${FEEDBACK_TEXT_MAX} characters`)).toBeTruthy();
    expect(description.closest('div')?.parentElement?.textContent).toContain(
      `up to ${FEEDBACK_TEXT_MAX} characters`,
    );
  });

  it('says so, politely announced, when the description reaches the cap', () => {
    openFeedbackPopup();
    const description = screen.getByLabelText(/Describe the issue/);

    fireEvent.change(description, { target: { value: 'x'.repeat(FEEDBACK_TEXT_MAX) } });

    const counter = screen.getByText(new RegExp(`^${FEEDBACK_TEXT_MAX}/${FEEDBACK_TEXT_MAX} characters`));
    expect(counter.textContent).toContain(`nothing beyond ${FEEDBACK_TEXT_MAX} characters is kept`);
    expect(counter.getAttribute('aria-live')).toBe('polite');
  });

  it('shows the required-fields message and sends nothing without a rating', async () => {
    const bodies = stubFeedbackServer(200);
    openFeedbackPopup();
    fillRequiredFields();
    clickStar(4);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await screen.findByRole('alert')).textContent).toContain(FEEDBACK_MESSAGES.incomplete);
    expect(bodies).toHaveLength(0);
  });

  it('requires the Please specify text when Other is chosen', async () => {
    const bodies = stubFeedbackServer(200);
    openFeedbackPopup();
    fillRequiredFields();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Other' }));

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await screen.findByRole('alert')).textContent).toContain(FEEDBACK_MESSAGES.incomplete);
    expect(bodies).toHaveLength(0);
  });

  it('sends the feedback with the userId cookie and shows Submission Successful', async () => {
    document.cookie = 'userId=user-42; path=/';
    const bodies = stubFeedbackServer(200);
    openFeedbackPopup();
    fillRequiredFields();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    fireEvent.change(screen.getByLabelText(/Please specify/), { target: { value: 'Billing' } });

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const success = await screen.findByRole('dialog', { name: FEEDBACK_MESSAGES.successTitle });
    expect(success.textContent).toContain(FEEDBACK_MESSAGES.successBody);
    expect(bodies).toEqual([
      {
        userId: 'user-42',
        Rating: 4,
        CategoryIDs: [1, 5],
        CustomCategoryText: 'Billing',
        IssueDescription: 'The report loads slowly.',
        SuggestionsImprovement: '',
      },
    ]);
  });

  it('shows Submission Failed on a server error, and Try Again sends the same feedback again', async () => {
    const bodies = stubFeedbackServer(503, 200);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openFeedbackPopup();
    fillRequiredFields();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const failure = await screen.findByRole('dialog', { name: FEEDBACK_MESSAGES.failureTitle });
    expect(failure.textContent).toContain(FEEDBACK_MESSAGES.failureBody);

    fireEvent.click(within(failure).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('dialog', { name: FEEDBACK_MESSAGES.successTitle })).toBeTruthy();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual(bodies[0]);
  });
});
