import { isUserId, sessionDisplayOf } from './user-identity';

describe('user identity', () => {
  it('shows the first word of the name, the title label, specialization and e-mail', () => {
    expect(
      sessionDisplayOf({
        id: 'u-1',
        email: 'asha.rao@clinic.example',
        name: '  Asha  Devi Rao',
        title: 2,
        specialization: 'Cardiology',
      }),
    ).toEqual({
      userId: 'u-1',
      firstName: 'Asha',
      specialization: 'Cardiology',
      title: 'Consultant',
      email: 'asha.rao@clinic.example',
    });
  });

  it('recognises user ids without asking the database', () => {
    expect(isUserId('0b6d3f5e-3c7e-4a8e-9c1b-2f1d7e6a5b4c')).toBe(true);
    expect(isUserId("1' OR '1'='1")).toBe(false);
  });
});
