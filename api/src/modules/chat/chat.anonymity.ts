import { createHash } from 'node:crypto';

/**
 * A conversation about an anonymous request, as the student answering it must see it: the
 * requester's id (`id`) is replaced by the conversation's alias id for `viewer` (the other
 * member). The requester sees everything as it is.
 */
export interface ChatMask {
  /** The member who must not learn who the requester is. */
  viewer: string;
  /** The requester's real id. */
  id: string;
  /** What stands for `id` in everything `viewer` receives. */
  alias: string;
}

/** What the chat shows for an anonymous requester without an alias. */
export const ANONYMOUS_NAME = 'Anonymous';

/**
 * The requester's alias id in one conversation: a UUID made from the conversation's id alone, so
 * it says nothing of the requester and differs from one conversation to the next.
 */
export function aliasId(conversationId: string): string {
  const hex = createHash('sha256').update(`thriftz:anonymous-requester:${conversationId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The mask of a conversation whose requester (`requesterId`, null unless the conversation is
 * about an anonymous request) is one of `members`; undefined when nothing is hidden.
 */
export function maskOf(conversationId: string, requesterId: string | null | undefined, members: readonly string[]): ChatMask | undefined {
  if (!requesterId || !members.includes(requesterId)) return undefined;
  const viewer = members.find((member) => member !== requesterId);
  if (!viewer) return undefined;
  return { viewer, id: requesterId, alias: aliasId(conversationId) };
}

/**
 * `data` as `recipient` may see it: for the mask's viewer, every field (and array item) holding
 * the requester's id holds the alias instead. Everyone else gets `data` unchanged.
 */
export function masked<T>(data: T, mask: ChatMask | undefined, recipient: string): T {
  if (!mask || mask.viewer !== recipient || !data || typeof data !== 'object') return data;
  const swap = (value: unknown): unknown =>
    value === mask.id ? mask.alias : Array.isArray(value) ? value.map(swap) : value;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, swap(value)])) as T;
}
