// The chat module's public face for other modules.
import type { AppDeps } from '../../app-deps.js';
import { tooManyRequests } from '../../http/problem.js';
import { launchTimeReader } from '../settings/index.js';
import { createChatBus } from './chat.bus.js';
import { createFrameParser } from './chat.events.js';
import { chatRoutes } from './chat.routes.js';
import * as service from './chat.service.js';
import { createSendQueue } from './chat.send-queue.js';
import { createChatSockets } from './chat.socket.js';

export { chatPath, mailUnreadMessages } from './chat.unread-mail.js';
export { postOfferMessage, type OfferMessage } from './chat.offer-messages.js';
/** Starts (or finds) a student's conversation about an item with its owner, by the chat's own rules. */
export { createConversation } from './chat.service.js';
/** Pushes a non-chat event (a notification) to students' sockets on every instance once the caller's transaction commits. */
export { notifyUsers } from './chat.bus.js';

/** Messages a student may send in 10 seconds (ws and HTTP together), counted in PostgreSQL: on every instance together. */
const SEND_POINTS = 20;

/**
 * The chat: its HTTP routes, the handler for authenticated sockets, and the bus that carries
 * events between API instances. `close()` stops listening.
 */
export function createChat(deps: AppDeps) {
  // Read back by seq after the bus's LISTEN connection comes back (chat.bus.ts).
  const bus = createChatBus(deps.pool, deps.logger, {
    latestSeq: () => service.latestMessageSeq(deps.db),
    eventsAfter: (seq, limit) => service.messageEventsAfter(deps.db, seq, limit),
  });
  const limiter = deps.rateLimits.perKey('chat-send', SEND_POINTS, 10);
  const sendLimit = async (userId: string) => {
    const { result, refused } = await limiter.consume(userId);
    if (refused) throw tooManyRequests(result.msBeforeNext / 1000);
  };
  const sends = createSendQueue(deps.db, bus, deps.logger, sendLimit);
  const sockets = createChatSockets({
    db: deps.db,
    bus,
    sends,
    logger: deps.logger,
    parseFrame: createFrameParser(deps.config),
    // The socket's sends are closed before the launch as the HTTP send is (http/launch-gate.ts).
    launchTime: launchTimeReader(deps.db, deps.config),
  });
  return {
    routes: chatRoutes(deps, bus, sends),
    onConnection: sockets.onConnection,
    sockets,
    /** Where every send goes, HTTP and socket (the tests send batches through it). */
    sends,
    ready: bus.ready,
    close: () => bus.close(),
  };
}

export type Chat = ReturnType<typeof createChat>;
