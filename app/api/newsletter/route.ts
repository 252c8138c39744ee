import { handleNewsletter } from '@/src/forms/server/newsletter-handler';

export async function POST(request: Request) {
  return handleNewsletter(request);
}
