// How every kind of post shows its state, dates and place, in the contract's words.

/** The active flag and the dates (ISO 8601) of a card, a page or a back-office item. */
export const lifeOf = (row: { isActive: boolean; expiresAt: Date; createdAt: Date }) => ({
  isActive: row.isActive,
  expirationDate: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The map pin: none unless both coordinates are set. */
export const locationOf = (row: { locationLat: number | null; locationLng: number | null }) =>
  row.locationLat === null || row.locationLng === null ? null : { lat: row.locationLat, lng: row.locationLng };
