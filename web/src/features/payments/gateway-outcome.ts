/** How a payment window ended, whichever gateway opened it. */
import type { RazorpaySuccess } from './load-razorpay';

export type GatewayOutcome =
  | { kind: 'paid'; response: RazorpaySuccess }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };
