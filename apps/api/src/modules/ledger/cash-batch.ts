/**
 * A player's movements of one wallet call, booked by the one booking engine (booking.ts) and
 * written together in one statement. Kept under its old names for the wallet and its tests.
 */
export { Booking as PlayerCashBatch, type Booked as CashBooking } from './booking.js';
