/**
 * What the call form and its endpoint tell the visitor. Apart from messages.ts, which the footer's
 * newsletter form puts in every page's script.
 */
export const callMessages = {
  success: 'Your call is requested.',
  error: 'The call could not be requested. Please try again later.',
  chooseTime: 'Please choose a time for the call.',
  notOffered: 'That time is no longer offered. Please choose another one.',
  taken: 'Someone has just requested that time. Please choose another one: your details are still here.',
  unconfirmed:
    'We cannot confirm that time is free just now. Please try again in a few minutes: your details are still here.',
} as const;
