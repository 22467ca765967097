import { isValidPhone } from './phone';
import { z } from './zod';
import { IdSchema, requiredEmail, requiredString } from './common';
import { TEXT_MAX } from './constants';
import { TextMessages, hasTabOrLineBreak } from './text';

export const ContactFormMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailValid: 'A valid email is required',
  phoneValid: 'A valid phone number is required',
  bodyRequired: 'Your message is required',
} as const;

/** The contact form of a business's public page. */
export const ContactFormSchema = z.object({
  name: requiredString(ContactFormMessages.nameRequired, { label: 'Name', max: TEXT_MAX.name }),
  email: requiredEmail(ContactFormMessages.emailRequired, ContactFormMessages.emailValid),
  // The phone pattern refuses every other control character.
  phone: z
    .string({ error: ContactFormMessages.phoneValid })
    .trim()
    .max(TEXT_MAX.phone, { error: TextMessages.tooLong('Phone', TEXT_MAX.phone) })
    .refine((phone) => isValidPhone(phone) && !hasTabOrLineBreak(phone), {
      error: ContactFormMessages.phoneValid,
    }),
  body: requiredString(ContactFormMessages.bodyRequired, {
    label: 'Message',
    max: TEXT_MAX.long,
    multiline: true,
  }),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** Body of the public contact-form call: the form plus the business it is addressed to. */
export const ContactFormInputSchema = ContactFormSchema.extend({ business_id: IdSchema });
export type ContactFormInput = z.infer<typeof ContactFormInputSchema>;
