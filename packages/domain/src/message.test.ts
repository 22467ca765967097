import { describe, expect, it } from 'vitest';
import {
  CreateMessageInputSchema,
  MessageListQuerySchema,
  isSentBy,
  messageViewQuery,
  senderName,
} from './message';
import { messagesOf } from './test-helpers';

describe('message views', () => {
  it('map to the list query, newest first', () => {
    expect(messageViewQuery('inbox')).toEqual({
      sortByKey: 'id',
      sortByDirection: 'desc',
      action: 'received',
    });
    expect(messageViewQuery('outbox')).toEqual({
      sortByKey: 'id',
      sortByDirection: 'desc',
      action: 'sent',
    });
    expect(messageViewQuery('starred')).toEqual({
      sortByKey: 'id',
      sortByDirection: 'desc',
      isStarred: 1,
    });
  });

  it('parse query strings', () => {
    expect(
      MessageListQuerySchema.parse({ sortByThread: 'false', statusRead: '0', paginate: '10' }),
    ).toEqual({
      sortByThread: false,
      statusRead: 0,
      paginate: 10,
    });
  });
});

describe('messages', () => {
  it('are recognised as sent by matching sender type and id to the admin', () => {
    expect(isSentBy({ senderable_type: 'admin', senderable_id: 4 }, { id: 4 })).toBe(true);
    expect(isSentBy({ senderable_type: 'user', senderable_id: 4 }, { id: 4 })).toBe(false);
    expect(isSentBy({ senderable_type: 'admin', senderable_id: 5 }, { id: 4 })).toBe(false);
  });

  it('fall back to Unknown Sender', () => {
    expect(senderName({ senderable: null, contact_name: null })).toBe('Unknown Sender');
    expect(senderName({ senderable: { id: 1, full_name: ' ' }, contact_name: '' })).toBe(
      'Unknown Sender',
    );
    expect(senderName({ senderable: { id: 1, full_name: 'Ada' }, contact_name: null })).toBe('Ada');
    expect(senderName({ senderable: null, contact_name: 'Daniel Moreau' })).toBe('Daniel Moreau');
  });

  it('take a body of several lines, and no control characters', () => {
    const reply = {
      business_id: 1,
      reply_message_id: 2,
      thread: 't1',
      senderable_type: 'admin',
      senderable_id: 1,
      receiverable_type: 'user',
      receiverable_id: 3,
      body: 'Hello,\n\tsee you',
      type: 'contact',
    };
    expect(CreateMessageInputSchema.parse(reply).body).toBe('Hello,\n\tsee you');
    expect(
      messagesOf(CreateMessageInputSchema, { ...reply, body: 'Hi\u0000', thread: 't'.repeat(65) }),
    ).toEqual({
      body: ['Message cannot contain control characters'],
      thread: ['Thread must be at most 64 characters'],
    });
  });

  it('need a body to be sent', () => {
    expect(
      messagesOf(CreateMessageInputSchema, {
        business_id: 1,
        reply_message_id: 2,
        thread: 't1',
        senderable_type: 'admin',
        senderable_id: 1,
        receiverable_type: 'user',
        receiverable_id: 3,
        body: ' ',
        type: 'contact',
      }),
    ).toEqual({ body: ['Your message is required'] });
  });
});
