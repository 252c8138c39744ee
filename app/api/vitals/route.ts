import { receiveVitals } from '@/src/vitals/receive';

/** POST /api/vitals — a page view's Core Web Vitals from a visitor's browser (src/vitals/receive.ts). */
export const POST = (request: Request) => receiveVitals(request);
