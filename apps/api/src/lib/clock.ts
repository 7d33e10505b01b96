// The clock is shared with the other apps (packages/domain/src/clock.ts).
export { MovableClock, systemClock, type Clock } from '@croupier/domain/clock';
