import { SignInInputSchema, type SignInInput } from '@rendezvous/domain';
import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/**
 * The sign-in form's validation: the domain schema, so the messages are the server's. It sits in
 * a module of its own because the sign-in page loads it after the first paint: zod is the largest
 * thing the page needs and is only needed once the user submits.
 */
export const validateSignIn: (values: SignInInput) => FormErrors = zod4Resolver(
  SignInInputSchema,
  { errorPriority: 'first' },
);
