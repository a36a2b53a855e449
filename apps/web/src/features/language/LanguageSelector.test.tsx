import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readConsultationLanguage } from './consultation-language';
import { LanguageSelector } from './LanguageSelector';

function renderSelector() {
  return render(
    <MantineProvider env="test">
      <LanguageSelector />
    </MantineProvider>,
  );
}

function chooseLanguage(optionName: string) {
  fireEvent.click(screen.getByRole('textbox', { name: 'Consultation language' }));
  fireEvent.click(screen.getByRole('option', { name: optionName }));
}

afterEach(() => {
  localStorage.clear();
});

describe('LanguageSelector', () => {
  it('offers the eight languages with their codes and starts with English', () => {
    renderSelector();

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Consultation language' }).value).toBe(
      'English (en-US)',
    );
    fireEvent.click(screen.getByRole('textbox', { name: 'Consultation language' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English (en-US)',
      'Arabic (ar-SA)',
      'Malayalam (ml-IN)',
      'Hindi (hi-IN)',
      'French (fr-FR)',
      'Spanish (es-ES)',
      'Nepali (ne-NP)',
      'Kiswahili (sw-KE)',
    ]);
  });

  it('keeps the choice in local storage so a new page load starts with it', () => {
    const { unmount } = renderSelector();

    chooseLanguage('Malayalam (ml-IN)');
    unmount();
    renderSelector();

    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ml-IN');
    expect(readConsultationLanguage()).toBe('ml-IN');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Consultation language' }).value).toBe(
      'Malayalam (ml-IN)',
    );
  });

  it('falls back to English when storage holds a language that is not offered', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx-XX');

    expect(readConsultationLanguage()).toBe('en-US');
  });

  it('follows a choice made in another tab', () => {
    renderSelector();

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar-SA');
    fireEvent(window, new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'ar-SA' }));

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Consultation language' }).value).toBe(
      'Arabic (ar-SA)',
    );
  });
});
