/**
 * The alt text of a seeded placeholder portrait (the person's initials, until a photo is uploaded):
 * the same words wherever a person's picture appears.
 */
export const portraitAlt = (name: string) => `Monogram of ${name}`;
