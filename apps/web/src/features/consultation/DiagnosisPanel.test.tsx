import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSULTATION_TEXTS } from '@medi/contracts';
import { renderWithProviders } from '../../test/render-app';
import { DiagnosisPanel } from './DiagnosisPanel';

const hint = () => screen.queryByRole('tooltip');

/** The browser's IntersectionObserver played by the test (happy-dom's never reports): scrolledIntoView() reports. */
const watching = new Set<IntersectionObserverCallback>();
class ScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    watching.add(this.callback);
  }
  unobserve() {}
  disconnect() {
    watching.delete(this.callback);
  }
}
function scrolledIntoView() {
  act(() => {
    for (const callback of watching)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

/** Open now, still open just before 7 s from now, closed at 7 s. */
function expectOpenFor7Seconds() {
  expect(hint()).not.toBeNull();
  act(() => {
    vi.advanceTimersByTime(6_999);
  });
  expect(hint()).not.toBeNull();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(hint()).toBeNull();
}

describe('DiagnosisPanel, the Potential Diagnosis hint (spec 02: fewer than 3 sessions, 7 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    watching.clear();
  });

  it('shows a doctor with fewer than 3 sessions what the switch, on by default, does, and closes after 7 s', () => {
    renderWithProviders(<DiagnosisPanel sessionsCount={2} />);
    scrolledIntoView();

    expect(screen.getByRole('switch', { name: 'Potential Diagnosis' })).toHaveProperty('checked', true);
    expect(hint()?.textContent).toBe(CONSULTATION_TEXTS.diagnosisHintWhenOn);
    expectOpenFor7Seconds();
  });

  it('waits until its switch is on screen (below the patient form on a phone), and its 7 s start then', () => {
    renderWithProviders(<DiagnosisPanel sessionsCount={0} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(hint()).toBeNull();

    scrolledIntoView();
    expect(hint()?.textContent).toBe(CONSULTATION_TEXTS.diagnosisHintWhenOn);
    expectOpenFor7Seconds();
  });

  it('says "turn this on" once the doctor has switched it off', () => {
    renderWithProviders(<DiagnosisPanel sessionsCount={0} />);
    scrolledIntoView();

    fireEvent.click(screen.getByRole('switch', { name: 'Potential Diagnosis' }));

    expect(screen.getByText('Suggestions are off.')).not.toBeNull();
    expect(hint()?.textContent).toBe(CONSULTATION_TEXTS.diagnosisHintWhenOff);
  });

  it('lets the doctor close it at once with Escape', () => {
    renderWithProviders(<DiagnosisPanel sessionsCount={1} />);
    scrolledIntoView();
    expect(hint()).not.toBeNull();

    fireEvent.keyDown(screen.getByRole('switch', { name: 'Potential Diagnosis' }), { key: 'Escape' });

    expect(hint()).toBeNull();
  });

  it('is not shown from the third session on', () => {
    renderWithProviders(<DiagnosisPanel sessionsCount={3} />);
    scrolledIntoView();
    expect(hint()).toBeNull();
  });
});
