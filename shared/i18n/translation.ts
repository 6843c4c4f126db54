/** A namespace's Turkish messages: exactly the keys of its English one (missing or extra keys do not compile). */
export type Translation<English> = { [K in keyof English]: string };
