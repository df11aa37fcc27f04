import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { liveSettingsReader, type LiveSettings } from '../settings/index.js';
import type { PaymentGateway } from './gateway.js';
import { razorpayGateway } from './razorpay.gateway.js';
import { testGateway } from './test.gateway.js';

/** What the payments module works with: the database, the gateway in use, and the prices. */
export interface PaymentsContext {
  db: Db;
  gateway: PaymentGateway;
  settings: Config['payments'];
  /** The boost's price and duration now (the Settings panel's); `settings` holds the configured defaults. */
  liveSettings: () => Promise<LiveSettings>;
  publicUrl: string;
  logger: Logger;
}

export function createPaymentsContext(db: Db, config: Config, logger: Logger): PaymentsContext {
  const settings = config.payments;
  const gateway =
    settings.gateway === 'razorpay' ? razorpayGateway(settings.keyId, settings.keySecret) : testGateway(db, settings.keyId);
  return { db, gateway, settings, liveSettings: liveSettingsReader(db, config), publicUrl: config.publicUrl, logger };
}
