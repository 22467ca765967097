import { AdminSchema } from '@rendezvous/domain';

/** The admin as sign-in and get-admin-by-token return it; the password hash never leaves. */
export const AdminResponseSchema = AdminSchema;
