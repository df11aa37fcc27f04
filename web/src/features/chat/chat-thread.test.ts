import { describe, expect, it } from 'vitest';
import { message, ME, OTHER } from './chat-test-kit';
import { EMPTY_THREAD, threadReducer, type PendingMessage } from './chat-thread';

const pending = (clientMessageId: string): PendingMessage => ({
  clientMessageId,
  message: 'hi',
  createdAt: new Date().toISOString(),
  state: 'sending',
});

describe('threadReducer', () => {
  it('merges by id in time order, settles the pending copy, and never turns read back into sent', () => {
    const early = message({ timestamp: '2025-08-05T10:00:00Z' });
    const late = message({ timestamp: '2025-08-05T11:00:00Z', senderId: ME, receiverId: OTHER, clientMessageId: 'c-1' });
    let state = threadReducer(EMPTY_THREAD, { type: 'add-pending', message: pending('c-1') });
    state = threadReducer(state, { type: 'merge', messages: [late, early] });
    expect(state.messages.map((m) => m.id)).toEqual([early.id, late.id]);
    expect(state.pending).toEqual([]);

    state = threadReducer(state, { type: 'read', receiverId: OTHER });
    expect(state.messages[1]!.status).toBe('read');
    state = threadReducer(state, { type: 'merge', messages: [{ ...late, status: 'sent' }] });
    expect(state.messages).toHaveLength(2);
    expect(state.messages[1]!.status).toBe('read');
  });

  it('marks read only the receiver’s messages stored up to readAt', () => {
    const before = message({ senderId: ME, receiverId: OTHER, timestamp: '2025-08-05T10:00:00Z' });
    const after = message({ senderId: ME, receiverId: OTHER, timestamp: '2025-08-05T12:00:00Z' });
    const theirs = message({ senderId: OTHER, receiverId: ME, timestamp: '2025-08-05T09:00:00Z' });
    let state = threadReducer(EMPTY_THREAD, { type: 'merge', messages: [before, after, theirs] });
    state = threadReducer(state, { type: 'read', receiverId: OTHER, readAt: '2025-08-05T11:00:00Z' });
    const status = Object.fromEntries(state.messages.map((m) => [m.id, m.status]));
    expect(status).toEqual({ [before.id]: 'read', [after.id]: 'sent', [theirs.id]: 'sent' });
  });
});
