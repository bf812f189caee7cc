/**
 * A personal field of an event as a fold reads it: sealed with the person's key, it replays as null
 * once that key is erased (crypto-shredding), whatever the event's type says it holds. A function, so
 * the compiler keeps the null in the type instead of narrowing it away.
 */
export const erasable = <T>(sealed: T): T | null => sealed;
