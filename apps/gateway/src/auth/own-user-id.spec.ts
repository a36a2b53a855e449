import { AppError } from '@medi/contracts';
import { assertOwnUserId } from './own-user-id';
import type { SessionUser } from './session-user';

const user: SessionUser = {
  userId: '0f5c2a58-7d3e-4a8b-9c41-2d6f0e9b1a77',
  display: {
    userId: '0f5c2a58-7d3e-4a8b-9c41-2d6f0e9b1a77',
    firstName: 'Asha',
    specialization: 'Cardiology',
    title: 'Dr. (Doctor)',
    email: 'asha.menon@clinic.test',
  },
};

describe('assertOwnUserId', () => {
  it("accepts the signed-in user's own id", () => {
    expect(() => assertOwnUserId(user.userId, user)).not.toThrow();
  });

  it.each([undefined, null, ''])('accepts a request that names no user (%p)', (supplied) => {
    expect(() => assertOwnUserId(supplied, user)).not.toThrow();
  });

  it.each(['6b1d7f0e-1111-4c2a-8e3b-5a9f4c7d2e10', user.userId.toUpperCase(), ['x'], 42])(
    'refuses any other id with 403 COMMON.FORBIDDEN (%p)',
    (supplied) => {
      let thrown: unknown;
      try {
        assertOwnUserId(supplied, user);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).code).toBe('COMMON.FORBIDDEN');
    },
  );
});
