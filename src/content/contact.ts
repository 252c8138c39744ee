import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { serverEnv } from '@/src/config/env';
import { contactDetails } from '@/src/config/site';
import { siteFacts } from './site-facts';

export type Contact = ReturnType<typeof contactDetails>;

const validEmail = z.email();
const validPhone = /^\+?[0-9][0-9 ()-]{5,24}$/;

/**
 * The phone number, e-mail address and opening hours every page shows: what editors set in WordPress, else
 * CONTACT_PHONE / CONTACT_EMAIL, else the agency's own (site.ts). WordPress failing costs nothing
 * but the editors' latest value: the page still shows one. Read once per render, however many parts
 * of the page print it (header, footer, structured data, the page itself).
 */
export const siteContact = cache(async (): Promise<Contact> => {
  const env = serverEnv();
  const facts = await siteFacts();
  const phone = facts?.phone ?? '';
  const email = facts?.email ?? '';
  return contactDetails(
    {
      CONTACT_PHONE: validPhone.test(phone) ? phone : env.CONTACT_PHONE,
      CONTACT_EMAIL: validEmail.safeParse(email).success ? email : env.CONTACT_EMAIL,
    },
    // Hours that are not whole (no day, a closing time before the opening) give way to the agency's own.
    facts?.hours ?? null,
  );
});
