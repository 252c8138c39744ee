import { handleContact } from '@/src/forms/server/contact-handler';

export async function POST(request: Request) {
  return handleContact(request);
}
