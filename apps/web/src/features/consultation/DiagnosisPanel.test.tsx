import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { DiagnosisPanel } from './DiagnosisPanel';

const hint = () => screen.queryByRole('tooltip');

describe('DiagnosisPanel, the Potential Diagnosis hint (spec 02: fewer than 3 sessions, 7 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a doctor with fewer than 3 sessions what the switch, on by default, does, and closes after 7 s', () => {
    renderWithProviders(<DiagnosisPanel sessionsCount={2} />);

    expect(screen.getByRole('switch', { name: 'Potential Diagnosis' })).toHaveProperty('checked', true);
    expect(hint()?.textContent).toMatch(/appear here while you talk\. Switch this off to hide them\./);
    act(() => {
      vi.advanceTimersByTime(6_999);
    });
    expect(hint()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(hint()).toBeNull();
  });

  it('says "turn this on" once the doctor has switched it off', () => {
    renderWithProviders(<DiagnosisPanel sessionsCount={0} />);

    fireEvent.click(screen.getByRole('switch', { name: 'Potential Diagnosis' }));

    expect(screen.getByText('Suggestions are off.')).not.toBeNull();
    expect(hint()?.textContent).toMatch(/^Turn this on to see possible diagnoses/);
  });

  it('lets the doctor close it at once with Escape', () => {
    renderWithProviders(<DiagnosisPanel sessionsCount={1} />);
    expect(hint()).not.toBeNull();

    fireEvent.keyDown(screen.getByRole('switch', { name: 'Potential Diagnosis' }), { key: 'Escape' });

    expect(hint()).toBeNull();
  });

  it('is not shown from the third session on', () => {
    renderWithProviders(<DiagnosisPanel sessionsCount={3} />);
    expect(hint()).toBeNull();
  });
});
