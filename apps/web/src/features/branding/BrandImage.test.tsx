import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGateway } from '../../test/gateway-stub';
import { renderApp } from '../../test/render-app';
import { TEST_GLOBAL_CONFIG } from '../../test/setup-tests';

describe('image routes', () => {
  it.each([
    ['/logo', `${TEST_GLOBAL_CONFIG.domainName} logo`],
    ['/headerImage', `${TEST_GLOBAL_CONFIG.domainName} report header image`],
  ])('%s shows the image, not a heading', async (path, name) => {
    stubGateway({});
    renderApp(path);

    const image = await screen.findByRole('img', { name });
    expect(image.getAttribute('src')).toMatch(/svg/);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
