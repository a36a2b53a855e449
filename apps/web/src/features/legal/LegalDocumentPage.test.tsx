import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TEST_GLOBAL_CONFIG } from '../../test/setup-tests';

describe('legal pages', () => {
  it('shows the licence with its effective date, India and the UAE, and a mailto link to support', async () => {
    renderApp('/license-agreement');

    const article = await screen.findByRole('article', { name: 'License Agreement' });
    expect(article.textContent).toContain('Effective date: 1 January 2025');
    expect(article.textContent).toContain('India or the United Arab Emirates');
    const supportLink = await within(article).findByRole('link', { name: TEST_GLOBAL_CONFIG.supportEmail });
    expect(supportLink.getAttribute('href')).toBe(`mailto:${TEST_GLOBAL_CONFIG.supportEmail}`);
  });

  it('names the data protection laws and the data processor role in the privacy policy', async () => {
    renderApp('/privacy-policy');

    const article = await screen.findByRole('article', { name: 'Privacy Policy' });
    expect(article.textContent).toContain('Digital Personal Data Protection Act, 2023');
    expect(article.textContent).toContain('Federal Decree-Law No. 45 of 2021');
    expect(article.textContent).toContain('Federal Law No. 2 of 2019');
    expect(article.textContent).toContain('data processor');
    expect(article.textContent).toContain('under 13');
  });

  it('states in the terms that the tool supports but does not replace clinical judgement, with the footer', async () => {
    renderApp('/terms-and-conditions');

    const article = await screen.findByRole('article', { name: 'Terms and Conditions' });
    expect(
      within(article).getByRole('heading', { level: 2, name: /not a replacement for clinical judgement/ }),
    ).toBeTruthy();
    expect(article.textContent).toContain('registered medical practitioners');
    const footer = within(article).getByRole('contentinfo');
    expect(footer.textContent).toContain('All rights reserved.');
    expect(footer.textContent).toContain('Powered by');
    expect(
      await within(article).findAllByText(TEST_GLOBAL_CONFIG.domainName, { exact: false }),
    ).not.toHaveLength(0);
  });
});
