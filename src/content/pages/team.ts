/** The team of three shown on About and on /team-details. */
export type TeamMember = {
  slug: string;
  name: string;
  role: string;
  /** Illustrated portrait (scripts/generate-portraits.mjs), 360 x 400. */
  image: string;
  /** One line for the About card. */
  short: string;
  bio: readonly string[];
  expertise: readonly string[];
};

export const team: readonly TeamMember[] = [
  {
    slug: 'aditi-kulkarni',
    name: 'Aditi Kulkarni',
    role: 'Co-founder & Head of Engineering',
    image: '/team/aditi-kulkarni.svg',
    short: 'Leads architecture and delivery; fifteen years of building for the web.',
    bio: [
      'Aditi co-founded Nexora in 2017 after a decade building payment and logistics platforms in Pune and Bengaluru. She wanted to bring the same engineering discipline to the small and mid-sized businesses of western Maharashtra.',
      'She reviews the architecture of every project, sets the performance and accessibility budgets we hold ourselves to and still writes code every week. Outside work she mentors engineering students at colleges in Kolhapur and Sangli.',
    ],
    expertise: ['System architecture', 'Next.js and Node.js', 'Performance', 'Engineering mentoring'],
  },
  {
    slug: 'rohan-deshpande',
    name: 'Rohan Deshpande',
    role: 'Co-founder & Client Partner',
    image: '/team/rohan-deshpande.svg',
    short: 'Turns business goals into clear project plans, and keeps them on track.',
    bio: [
      'Rohan spent his early career in sales operations for a consumer-goods company, where he saw how much time good software could give back to people. He co-founded Nexora to build that kind of software for businesses like the ones he used to work with.',
      'He runs the discovery workshops that start every engagement, writes the project plans and is the person clients call when something matters. He believes a weekly demo is worth more than any status report.',
    ],
    expertise: ['Discovery workshops', 'Product strategy', 'Project planning', 'Client relationships'],
  },
  {
    slug: 'sneha-patil',
    name: 'Sneha Patil',
    role: 'Design Lead',
    image: '/team/sneha-patil.svg',
    short: 'Designs interfaces from research, for every screen and every user.',
    bio: [
      'Sneha leads design at Nexora. She trained as an architect before moving to interaction design, and still approaches every interface as a space people have to find their way through.',
      'She runs user interviews and usability tests, builds the design systems our developers work from and makes sure every screen meets WCAG 2.2 AA before it is handed over. Her favourite projects are the ones used by people who never asked for software, like nurses, mechanics and shopkeepers.',
    ],
    expertise: ['User research', 'Interface design', 'Design systems', 'Accessibility'],
  },
];

export const coFounder = team[0]!;

/** The alt text of a portrait: the same words wherever a person's picture appears. */
export const portraitAlt = (name: string) => `Illustrated portrait of ${name}`;

/**
 * The team member behind a blog author: WordPress user names (slugs) match the team's slugs; the
 * display name is the fallback for authors created by hand.
 */
export function teamMemberForAuthor(author: { name: string; slug: string }): TeamMember | undefined {
  return (
    team.find((m) => m.slug === author.slug) ??
    team.find((m) => m.name.toLowerCase() === author.name.toLowerCase())
  );
}
