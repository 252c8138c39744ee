import { calls } from '@/src/config/calls';
import { company } from '@/src/config/site';

/** The "Request a call" page's copy beside the picker: what the call is and what happens next. */
export const callIntro = {
  eyebrow: `${calls.slotMinutes} minutes, no obligation`,
  title: 'Talk it through with the people who would build it',
  text: `Pick a time that suits you. You speak with the lead who would plan your project at ${company.shortName}, not a salesperson. Bring a rough idea, a brief, or a problem with the site or app you have.`,
};

export const callPromises: readonly { title: string; text: string }[] = [
  {
    title: 'A video call, link by e-mail',
    text: 'We send the link to join before the call. Would you rather we phone you? Say so in the topic with your number.',
  },
  {
    title: 'Honest advice, either way',
    text: 'You leave with a clear next step: a rough plan and estimate, or a straight answer that we are not the right team for it.',
  },
  {
    title: 'Shown in your time zone',
    text: 'We work with clients across India and abroad. The times are offered in your own time zone with India Standard Time beside them.',
  },
];
