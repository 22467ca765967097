import { z } from 'zod';

const RoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['user', 'admin']),
  permissions: z.array(
    z.object({ entity: z.string(), action: z.string(), is_active: z.union([z.literal(0), z.literal(1)]) }),
  ),
});

const SetupStepSchema = z.object({
  name: z.string(),
  title: z.string(),
  text: z.string(),
  text2: z.string().nullable(),
  text3: z.string().nullable(),
  entity: z.string(),
  action: z.string(),
});

/** The admin as sign-in and get-admin-by-token return it; the password hash never leaves. */
export const AdminResponseSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  image_url: z.string().nullable(),
  business_id: z.number().nullable(),
  is_active: z.number(),
  is_away: z.number(),
  can_invite: z.number(),
  morph_class: z.literal('admin'),
  roles: z.array(RoleSchema),
  business: z.record(z.string(), z.unknown()).nullable(),
  consultant: z.record(z.string(), z.unknown()).nullable(),
  pending_setup_steps: z.array(SetupStepSchema),
  created_at: z.date(),
  updated_at: z.date(),
});
