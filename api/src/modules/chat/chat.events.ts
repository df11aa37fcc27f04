import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Config } from '../../config.js';

export type ClientEventName = 'join-conversation' | 'send-message' | 'typing';

export interface ClientEvents {
  'join-conversation': { conversationId: string };
  'send-message': { conversationId: string; message: string; senderId?: string; receiverId?: string; clientMessageId?: string };
  typing: { conversationId: string; userId?: string; isTyping: boolean };
}

export type ClientFrame = { [K in ClientEventName]: { event: K; data: ClientEvents[K] } }[ClientEventName];

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const CLIENT_EVENTS: ClientEventName[] = ['join-conversation', 'send-message', 'typing'];

/**
 * Checks incoming frames against the payload schemas of openapi/chat/events.yaml (bundled by
 * `npm run gen`), the same document the protocol is described in.
 */
export function createFrameParser(config: Config) {
  const file = path.join(config.repoRoot, 'api/generated/chat-events.json');
  const { payloads } = JSON.parse(fs.readFileSync(file, 'utf8')) as { payloads: Record<string, object> };
  const ajv = addFormats(new Ajv({ strict: false, allErrors: false }));
  const validators = new Map<string, ValidateFunction>(CLIENT_EVENTS.map((name) => [name, ajv.compile(payloads[name]!)]));

  /** The frame if it is a known event with a valid payload, else undefined. */
  return (raw: string): ClientFrame | undefined => {
    let frame: unknown;
    try {
      frame = JSON.parse(raw);
    } catch {
      return undefined;
    }
    if (!frame || typeof frame !== 'object') return undefined;
    const { event, data } = frame as { event?: unknown; data?: unknown };
    const validate = typeof event === 'string' ? validators.get(event) : undefined;
    return validate && validate(data) ? (frame as ClientFrame) : undefined;
  };
}
