// The rules of the sign-in and create-account forms. They bring zod and the domain's schemas
// (about 30 KB compressed), which CustomerAuth loads when the visitor starts on a form rather
// than with the page.
export { CustomerRegisterInputSchema, SignInInputSchema } from '@rendezvous/domain';
