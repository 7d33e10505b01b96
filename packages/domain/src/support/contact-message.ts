/**
 * The support contact form (requirements PR-034): the longest message support accepts. Here,
 * not only in the contract, so the player site counts against it without loading zod.
 */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
