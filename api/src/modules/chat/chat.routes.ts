import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import type { ChatBus } from './chat.bus.js';
import type { SendQueue } from './chat.send-queue.js';
import * as service from './chat.service.js';
import { refuseSuspended } from '../../http/suspension-guard.js';

export function chatRoutes({ db }: AppDeps, bus: ChatBus, sends: SendQueue): Router {
  const router = Router();

  router.post('/api/create-conversation', refuseSuspended, async (req, res) => {
    const result = await service.createConversation(db, req.user!, req.body as JsonBody<'createConversation'>);
    res.status(result.created ? 201 : 200).json({ conversationId: result.id, created: result.created });
  });

  router.get('/api/conversations/:id', async (req, res) => {
    res.json(await service.getConversation(db, req.user!, req.params.id));
  });

  router.delete('/api/conversations/:id', async (req, res) => {
    await service.deleteConversation(db, req.user!, req.params.id);
    res.status(204).end();
  });

  router.get('/api/conversations/:id/messages', async (req, res) => {
    const { before, limit = 50 } = req.query as Query<'listMessages'>;
    res.json(await service.listMessages(db, req.user!, req.params.id, limit, before));
  });

  router.post('/api/conversations/:id/messages', refuseSuspended, async (req, res) => {
    const { message, clientMessageId } = req.body as JsonBody<'sendMessage'>;
    res.status(201).json(await sends.send({ user: req.user!, conversationId: String(req.params.id), text: message, ...(clientMessageId ? { clientMessageId } : {}) }));
  });

  router.post('/api/conversations/:id/mark-read', async (req, res) => {
    const { userId } = req.body as JsonBody<'markConversationRead'>;
    res.json(await service.markRead(db, bus, req.user!, req.params.id, userId));
  });

  router.get('/api/users/:uid/conversations', async (req, res) => {
    res.json(await service.listConversations(db, req.user!, req.params.uid));
  });

  router.get('/api/users/:uid/unread-count', async (req, res) => {
    res.json(await service.unreadCount(db, req.user!, req.params.uid));
  });

  return router;
}
