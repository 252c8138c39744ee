import { careers } from '@/src/config/site';
import { countryList, figures, figureText, offices, workingDays, type Counters } from '@/src/content/company';

/**
 * What the careers pages say about working here: reasons, benefits and how hiring runs, with the
 * times we hold ourselves to. Each position's own text comes from WordPress.
 */

export type Reason = { icon: 'rocket' | 'users' | 'pin' | 'code'; title: string; text: string };

const kolhapur = offices.kolhapur.address.addressLocality;
const pune = offices.pune.address.addressLocality;

export const careersIntro = (counters: Counters) => ({
  eyebrow: 'Why work with us',
  title: 'Work that ships, close to home',
  text: `We are ${figureText(counters.team)} people: ${counters.teamByOffice.kolhapur} at our head office in ${kolhapur} and ${counters.teamByOffice.pune} at our design and mobile studio in ${pune}. Small enough that everyone knows what everyone else is building, busy enough that you will never polish a project nobody uses.`,
});

export const reasons: readonly Reason[] = [
  {
    icon: 'rocket',
    title: 'Your work is used',
    text: 'You build for real clients: a hospital in Satara, an LED maker in Ichalkaranji, a jeweller in Belagavi. Most features reach their users within a month, and you hear how they are used.',
  },
  {
    icon: 'users',
    title: 'Seniors who review your work',
    text: 'Every pull request and every design is reviewed by a lead, and the co-founders still write code and sit in design reviews. No layers of managers between you and the decisions.',
  },
  {
    icon: 'pin',
    title: 'Metro projects, no metro commute',
    text: `Our clients are in ${countryList()}. The ${kolhapur} office is a short walk from the railway station; the ${pune} studio is on Baner Road.`,
  },
  {
    icon: 'code',
    title: 'Time to get better',
    text: 'Friday afternoons are for learning, internal tools and open source. Every new colleague gets a mentor for the first three months.',
  },
];

/** Benefits every position has; a position's own page may add more. */
export const benefits: readonly string[] = [
  'A five-day week, Monday to Friday, with flexible hours around a core of 11:00 to 16:00. The office’s Saturday hours are covered on a rota, at most one Saturday a month, with a day off in return.',
  `Hybrid working: three days a week in the office, in ${kolhapur} or ${pune}.`,
  'Health insurance for you, your partner, your children and your parents.',
  'A learning budget of ₹30,000 a year for courses, books and conferences.',
  'Twenty-one days of paid leave a year, plus festival holidays.',
  'A laptop of your choice, and a device lab of real budget phones to test on.',
  'The salary range on every position, and a salary review every April.',
];

/** Working days we take, after the working session, to decide and tell you. */
const decisionWorkingDays = 2;

export type HiringStep = { title: string; when: string; text: string };

/** How hiring runs, in order, with when each step happens. */
export const hiringSteps: readonly HiringStep[] = [
  {
    title: 'You apply',
    when: 'About 10 minutes',
    text: `Fill in the form on the position’s page and attach your résumé (PDF, DOC or DOCX, up to ${careers.resumeMaxBytes / 1024 / 1024} MB). A link to your portfolio or GitHub in the notes tells us more than a cover letter.`,
  },
  {
    title: 'We reply',
    when: `Within ${workingDays(figures.replyWorkingDays.application)}`,
    text: 'A person reads every application, and you hear from us either way: an invitation to talk, or a short, honest reason why not.',
  },
  {
    title: 'A conversation',
    when: 'The following week',
    text: 'A 45-minute video call with the lead you would work with, about your past work and what you want to learn next. Bring your questions about us.',
  },
  {
    title: 'A working session',
    when: 'Soon after',
    text: `90 minutes on a small problem like the ones we solve every day, with two of us, in ${kolhapur}, in ${pune} or on a call. No unpaid take-home assignments.`,
  },
  {
    title: 'An offer',
    when: 'About three weeks after you apply',
    text: `We decide within ${workingDays(decisionWorkingDays)} of the working session and send a written offer with the salary, joining date and benefits.`,
  },
];

/** The promise shown beside the apply form. */
export const replyPromise = `We read every application and reply within ${workingDays(figures.replyWorkingDays.application)}.`;
