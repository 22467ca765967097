import { z } from './zod';
import { MessageMessages } from './message-messages';
import {
  CoercedIdSchema,
  FlagSchema,
  IdSchema,
  MorphClassSchema,
  PersonSummarySchema,
  TimestampSchema,
  requiredString,
  singleLineText,
} from './common';
import { MESSAGE_ACTIONS, MESSAGE_TYPES, TEXT_MAX } from './constants';
import { PageQuerySchema, booleanFlag, flagParam } from './http';

export const MessageBaseSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  /** Messages of one conversation share a thread key. */
  thread: z.string(),
  reply_message_id: IdSchema.nullable(),
  senderable_id: IdSchema.nullable(),
  senderable_type: MorphClassSchema.nullable(),
  receiverable_id: IdSchema.nullable(),
  receiverable_type: MorphClassSchema.nullable(),
  /** Who wrote a contact-form message: a visitor, so there is no senderable. */
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  body: z.string(),
  type: z.enum(MESSAGE_TYPES),
  status_read: FlagSchema,
  is_starred: FlagSchema,
  /** Seen from the listing admin: received in the inbox, sent in the outbox. */
  action: z.enum(MESSAGE_ACTIONS),
  created_at: TimestampSchema,
  senderable: PersonSummarySchema.nullable().optional(),
  receiverable: PersonSummarySchema.nullable().optional(),
});

/** A message as listed: with the other messages of its thread when sortByThread is asked for. */
export const MessageSchema = MessageBaseSchema.extend({
  threads: z.array(MessageBaseSchema).optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MESSAGE_VIEWS = ['inbox', 'outbox', 'starred'] as const;
export type MessageView = (typeof MESSAGE_VIEWS)[number];

export const MessageListQuerySchema = PageQuerySchema.extend({
  sortByThread: booleanFlag,
  sortByKey: z.enum(['id', 'created_at']).optional(),
  sortByDirection: z.enum(['asc', 'desc']).optional(),
  statusRead: flagParam,
  isStarred: flagParam,
  type: z.enum(MESSAGE_TYPES).optional(),
  action: z.enum(MESSAGE_ACTIONS).optional(),
});
export type MessageListQuery = z.input<typeof MessageListQuerySchema>;

/** The query of each view: inbox and outbox by direction, starred by flag; newest first. */
export function messageViewQuery(view: MessageView): MessageListQuery {
  const base = { sortByKey: 'id', sortByDirection: 'desc' } as const;
  if (view === 'starred') return { ...base, isStarred: 1 };
  return { ...base, action: view === 'inbox' ? 'received' : 'sent' };
}

/** A message the admin sent: reply and read toggles are hidden for it. */
export function isSentBy(
  message: Pick<Message, 'senderable_type' | 'senderable_id'>,
  admin: { id: number },
): boolean {
  return message.senderable_type === 'admin' && message.senderable_id === admin.id;
}

/** The sender's name, the visitor's for a contact-form message, else 'Unknown Sender'. */
export function senderName(message: Pick<Message, 'senderable' | 'contact_name'>): string {
  return (
    message.senderable?.full_name?.trim() ||
    message.contact_name?.trim() ||
    MessageMessages.unknownSender
  );
}

/** Body of POST message (a reply). */
export const CreateMessageInputSchema = z.object({
  business_id: IdSchema,
  reply_message_id: IdSchema.nullable(),
  thread: singleLineText({ label: 'Thread', max: TEXT_MAX.key }).min(1),
  senderable_type: MorphClassSchema,
  senderable_id: IdSchema,
  receiverable_type: MorphClassSchema,
  receiverable_id: IdSchema,
  body: requiredString(MessageMessages.bodyRequired, {
    label: 'Message',
    max: TEXT_MAX.long,
    multiline: true,
  }),
  type: z.enum(MESSAGE_TYPES),
});
export type CreateMessageInput = z.infer<typeof CreateMessageInputSchema>;

/** Body of PATCH message/{id}: one of the two switches. */
export const UpdateMessageInputSchema = z
  .object({ status_read: FlagSchema, is_starred: FlagSchema })
  .partial();
export type UpdateMessageInput = z.infer<typeof UpdateMessageInputSchema>;

export const DefaultMessageMessages = {
  nameRequired: 'Name is required',
  bodyRequired: 'Message is required',
  ownSentReadToggle: 'You cannot mark a message you sent as read or unread',
  created: 'Default message created',
  updated: 'Default message updated',
  deleted: 'Default message deleted',
  sent: 'Message sent',
  contactReceived: 'Thank you! Your message has been sent.',
} as const;

/** A reusable text to insert into a reply; business_id null marks a platform-wide one. */
export const DefaultMessageSchema = z.object({
  id: IdSchema,
  business_id: IdSchema.nullable(),
  default_message_category_id: IdSchema.nullable(),
  name: z.string(),
  body: z.string(),
  created_at: TimestampSchema,
});
export type DefaultMessage = z.infer<typeof DefaultMessageSchema>;

export const DefaultMessageCategorySchema = z.object({ id: IdSchema, name: z.string() });
export type DefaultMessageCategory = z.infer<typeof DefaultMessageCategorySchema>;

export const DefaultMessageListQuerySchema = z.object({
  categoryId: CoercedIdSchema.optional(),
});
export type DefaultMessageListQuery = z.input<typeof DefaultMessageListQuerySchema>;

/** Body of POST default-message and POST default-message/{id}. */
export const DefaultMessageInputSchema = z.object({
  name: requiredString(DefaultMessageMessages.nameRequired, { label: 'Name', max: TEXT_MAX.name }),
  body: requiredString(DefaultMessageMessages.bodyRequired, {
    label: 'Message',
    max: TEXT_MAX.long,
    multiline: true,
  }),
  default_message_category_id: IdSchema.nullable().optional(),
});
export type DefaultMessageInput = z.infer<typeof DefaultMessageInputSchema>;
