import { mediaCacheControl, readMedia } from '@/src/media/wordpress-media';

/** WordPress uploads under the site's origin (see src/media/wordpress-media.ts). */
export async function GET(_request: Request, { params }: RouteContext<'/uploads/[...path]'>) {
  const media = await readMedia((await params).path);
  if (!media.ok) {
    return new Response(media.status === 404 ? 'Not found' : 'Image unavailable', {
      status: media.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  return new Response(media.body, {
    headers: {
      'content-type': media.type,
      'cache-control': mediaCacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
}
