/** Fictional client brands for the home page's client logo carousel; logos generated into public/clients. */
export const clientLogos: readonly { name: string; logo: string }[] = [
  'Kaveri Foods',
  'Sahyadri Care',
  'Nandi Motors',
  'Pratham Textiles',
  'Vardhan Steel',
  'Ujala Solar',
  'Megha Realty',
  'Tulsi Pharma',
].map((name) => ({ name, logo: `/clients/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg` }));
