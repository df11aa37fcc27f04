// How each step of an offer reaches the other side: a card in the chat (a message of type offer),
// a notification (kind 'offer') and an e-mail, all in the step's own transaction.
import type { Db } from '../../db/knex.js';
import { notify, rupees } from '../alerts/index.js';
import { postOfferMessage } from '../chat/index.js';
import { enqueueEmail, offerMail } from '../email/index.js';
import { findUserById } from '../users/index.js';
import type { OfferRow } from './offers.repository.js';

export type OfferStep = 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn' | 'released';

interface Wording {
  /** In the chat, in the actor's voice. */
  message: string;
  title: string;
  /** To the other side, naming the actor. */
  line: string;
}

/** The step's words; `byBuyer` tells whether the buyer took it. */
function wordingOf(step: OfferStep, offer: OfferRow, actor: string, byBuyer: boolean): Wording {
  const item = `“${offer.listingTitle}”`;
  const price = rupees(offer.counterAmount ?? offer.amount);
  switch (step) {
    case 'made':
      return {
        message: `Offered ${rupees(offer.amount)}`,
        title: `New offer on ${offer.listingTitle}`,
        line: `${actor} offered ${rupees(offer.amount)} for ${item} (your price: ${rupees(offer.askingPrice)}). Accept, decline or counter it within 48 hours.`,
      };
    case 'countered':
      return {
        message: `Countered with ${price}`,
        title: `Counter-offer on ${offer.listingTitle}`,
        line: `${actor} answered your offer of ${rupees(offer.amount)} for ${item} with ${price}. Accept or decline it within 48 hours.`,
      };
    case 'accepted':
      return byBuyer
        ? {
            message: `Accepted the counter-offer of ${price}`,
            title: `Counter-offer accepted: ${offer.listingTitle}`,
            line: `${actor} accepted your price of ${price} for ${item}. It is reserved for them for 48 hours: agree where to meet in the chat.`,
          }
        : {
            message: `Accepted the offer of ${price}`,
            title: `Offer accepted: ${offer.listingTitle}`,
            line: `${actor} accepted your offer of ${price} for ${item}. It is reserved for you for 48 hours: agree where to meet in the chat.`,
          };
    case 'declined':
      return byBuyer
        ? { message: `Declined the counter-offer of ${price}`, title: `Counter-offer declined: ${offer.listingTitle}`, line: `${actor} declined your price of ${price} for ${item}.` }
        : { message: `Declined the offer of ${price}`, title: `Offer declined: ${offer.listingTitle}`, line: `${actor} declined your offer of ${price} for ${item}.` };
    case 'withdrawn':
      return { message: `Withdrew the offer of ${price}`, title: `Offer withdrawn: ${offer.listingTitle}`, line: `${actor} withdrew their offer of ${price} for ${item}.` };
    case 'released':
      return {
        message: 'Released the reservation',
        title: `Reservation ended: ${offer.listingTitle}`,
        line: `${actor} ended the reservation of ${item} for you; it is on sale to everyone again.`,
      };
  }
}

/** The web app's chat about a listing (chat module's route). */
export const offerChatPath = (offer: Pick<OfferRow, 'listingId' | 'conversationId'>) => `/chat/${offer.listingId}/${offer.conversationId}`;

/**
 * Tells the other side of `offer` (as it is after the step) that `actorId` took `step`: the chat
 * card for both, the notification and the e-mail for the other. Once per offer and step (the
 * notification's dedupe key), which the offer's states make true anyway.
 */
export async function tellStep(trx: Db, offer: OfferRow, step: OfferStep, actorId: string, publicUrl: string): Promise<void> {
  const byBuyer = actorId === offer.buyerId;
  const otherId = byBuyer ? offer.sellerId : offer.buyerId;
  const [actor, other] = await Promise.all([findUserById(trx, actorId), findUserById(trx, otherId)]);
  const actorName = actor?.fullName.trim() || 'A student';
  const words = wordingOf(step, offer, actorName, byBuyer);
  const link = offerChatPath(offer);
  await postOfferMessage(trx, { conversationId: offer.conversationId, senderId: actorId, receiverId: otherId, body: words.message, offerId: offer.id });
  await notify(trx, { userId: otherId, kind: 'offer', title: words.title, body: words.line, link, dedupeKey: `offer:${offer.id}:${step}` });
  if (other) {
    await enqueueEmail(trx, offerMail(other.email, other.fullName.trim() || 'there', { subject: words.title, heading: words.title, line: words.line }, `${publicUrl}${link}`));
  }
}
