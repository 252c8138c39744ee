import { figures, workingDays } from '@/src/content/company';

/** The contact page's copy beside the form: what happens after a visitor writes. */
export const contactIntro = {
  eyebrow: 'Get in touch',
  title: 'Tell us about your project',
  text: 'A new website, an app, or help growing the one you have: write a few lines about what you need. Choosing a project type and a budget range is optional, and helps us bring the right person to the first call.',
};

export type NextStep = { title: string; text: string };

export const nextSteps: readonly NextStep[] = [
  {
    title: `We reply within ${workingDays(figures.replyWorkingDays.enquiry)}`,
    text: 'The lead who would work on your project reads your message and answers it, usually with a few questions.',
  },
  {
    title: 'A free thirty-minute call',
    text: 'We talk through your goals, timeline and budget. You get honest advice, even if we are not the right team for it.',
  },
  {
    title: 'A clear proposal',
    text: 'If we are a good fit: a written scope, plan and estimate in INR, or a short paid discovery phase for larger projects.',
  },
];
