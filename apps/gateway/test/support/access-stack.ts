import { startTestStack, type TestStack } from './test-stack';

export type AccessStack = TestStack;

/**
 * Sign-up, sign-in and the profile: the auth and report services (profile images), every rate limit as deployed
 * unless `gatewayEnv` overrides it.
 */
export function startAccessStack(
  label: string,
  gatewayEnv: Record<string, string> = {},
): Promise<AccessStack> {
  return startTestStack({ label, services: { auth: {}, report: {} }, rateLimits: 'production', gatewayEnv });
}
