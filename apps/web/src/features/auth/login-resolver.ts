import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@medi/contracts';

/** The login form's validation, in a module of its own so that zod loads after the form is on screen. */
export const loginResolver = zodResolver(loginRequestSchema);
