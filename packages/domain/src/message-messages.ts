/** The messages screens' texts, apart from the schemas, so the bell need not load zod. */
export const MessageMessages = {
  bodyRequired: 'Your message is required',
  unknownSender: 'Unknown Sender',
  empty: 'No messages',
  emptyList: 'No messages to display',
} as const;
