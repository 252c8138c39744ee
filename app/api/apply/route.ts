import { handleApply } from '@/src/forms/server/apply-handler';

export async function POST(request: Request) {
  return handleApply(request);
}
