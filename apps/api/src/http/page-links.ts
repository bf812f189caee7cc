import type { FastifyRequest } from 'fastify';

/** `next` and `previous` as absolute URLs on the same path, as list clients expect (docs/architecture.md §4). */
export function pageLinks(request: FastifyRequest, page: number, pageSize: number, count: number) {
  const link = (target: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(target));
    url.searchParams.set('page_size', String(pageSize));
    return url.toString();
  };
  return {
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
  };
}
