/** The alt text of a drawn portrait: the same words wherever a person's picture appears. */
export const portraitAlt = (name: string) => `Illustrated portrait of ${name}`;
