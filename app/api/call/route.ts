import { handleCall } from '@/src/forms/server/call-handler';

export async function POST(request: Request) {
  return handleCall(request);
}
