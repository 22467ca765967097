import { MAX_LIST_ITEMS } from './constants';

/** The invitation screens' texts, apart from the schemas, so the signed-in frame need not load zod. */
export const InvitationMessages = {
  roleRequired: 'Role is required',
  emailRequired: 'Email is required',
  emailValid: 'Email must be valid',
  noneAdded: 'No invites added yet!',
  tooMany: `At most ${MAX_LIST_ITEMS} invitations can be sent at once`,
  notAllowed: 'You do not have permission to invite an admin',
  roleNotInvitable: 'You cannot invite someone with this role',
  /** Past the business's daily invitation budget (`firstDay`: the lower one of its first day). */
  budgetSpent: (limit: number, left: number, firstDay: boolean) => {
    const budget = `${limit} invitations ${firstDay ? 'on its first day' : 'a day'}`;
    const rest = left === 0 ? 'none are left' : `only ${left} ${left === 1 ? 'is' : 'are'} left`;
    return `A business can send ${budget}; ${rest}. Please try again later.`;
  },
  dialogTitle: 'Invite People',
} as const;
