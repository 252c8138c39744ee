/**
 * What a visitor reads when the content service fails or has nothing to show, word for word as the
 * agency's brief gives them. The careers list's failure text names posts: that is the brief's wording,
 * kept as written.
 */
export const contentMessages = {
  postsFailed: 'Failed to fetch posts. Please try again later.',
  postFailed: 'Failed to load blog post. Please try again later.',
  categoriesFailed: 'Failed to fetch categories. Please try again later.',
  tagsFailed: 'Failed to fetch tags. Please try again later.',
  careersFailed: 'Failed to fetch posts',
  noPosts: 'No posts found.',
  teamFailed: 'The team could not be loaded just now. Please try again later.',
  portfolioFailed: 'Our case studies could not be loaded just now. Please try again later.',
  projectFailed: 'This case study could not be loaded just now. Please try again later.',
  serviceFailed: 'This service could not be loaded just now. Please try again later, or call us.',
  faqFailed: 'The questions could not be loaded just now. Please try again later, or ask us directly.',
  legalFailed: 'This page could not be loaded just now. Please try again later, or write to us for a copy.',
} as const;
