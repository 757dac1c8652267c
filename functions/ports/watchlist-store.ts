/**
 * The server-side watchlist (spec 01 §3 "Watchlist entry: id (number). User: phone", §4
 * "Watchlist", §7 POST /api/watchlist/save-car and remove-car): the cars a signed-in shopper saved
 * on one tenant's site, keyed by the user the session names. The auth store adapters implement it
 * (SQLite, PostgreSQL and D1, in the auth store's contract suite).
 */

export interface SavedCar {
  carId: number;
  /** ISO 8601. */
  savedAt: string;
}

export interface WatchlistStore {
  /** Saves the car for the user; false when it was already saved (the first save's time is kept). */
  saveCar(entry: { tenant: string; userId: string; carId: number; at: Date }): Promise<boolean>;
  /** Removes the car; false when it was not saved. */
  removeCar(tenant: string, userId: string, carId: number): Promise<boolean>;
  /** The user's saved cars on the tenant, in the order saved (oldest first). */
  savedCars(tenant: string, userId: string): Promise<SavedCar[]>;
}
