/** The add-ons' prices and the boost's length, from the server (the spec's figures until they arrive). */
import { useGetAddOnPricing } from '@thriftz/client/generated/boosts/boosts';
import type { BoostPricing } from '@thriftz/client/generated/model';

export const DEFAULT_PRICING: BoostPricing = { boostPrice: 50, boostHours: 24, extraListingPrice: 10 };

export function useAddOnPricing(): BoostPricing {
  const pricing = useGetAddOnPricing({ query: { staleTime: 60 * 60 * 1000 } });
  return pricing.data ?? DEFAULT_PRICING;
}
