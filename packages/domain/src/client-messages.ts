/** The client form's and list's texts (back-office.md §5). */
export const ClientMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailValid: 'Email must be valid',
  phoneRequired: 'Phone is required',
  statusRequired: 'Status is required',
  /** The red toast after saving an invalid client form. */
  formInvalid:
    'One or more mandatory fields are missing. Please look through the form and fix the field(s) highlighted in red.',
  addNew: 'Add New Client',
} as const;
