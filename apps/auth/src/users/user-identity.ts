import { TITLES, type SessionDisplay } from '@medi/contracts';

export interface DisplayableUser {
  id: string;
  email: string;
  name: string;
  title: number;
  specialization: string;
}

/** User ids are UUIDs; anything else is unknown without asking the database (which would reject the cast). */
export function isUserId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** What the web shows about the signed-in doctor: first name is the first word of the registered name. */
export function sessionDisplayOf(user: DisplayableUser): SessionDisplay {
  return {
    userId: user.id,
    firstName: user.name.trim().split(/\s+/, 1)[0] ?? '',
    specialization: user.specialization,
    title: TITLES.find((title) => title.id === user.title)?.label ?? '',
    email: user.email,
  };
}
