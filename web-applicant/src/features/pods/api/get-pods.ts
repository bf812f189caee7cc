import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PodView } from '@portal/contracts';
import { api } from '@/lib/api-client';

/** The API answers up to 20 pods a call; a project or lead TA serves a handful. */
const MAX_IDS_PER_CALL = 20;

/** Several pods by id (`GET /api/pods/?ids=`), in as few calls as the API allows. */
export const getPods = async (ids: readonly string[], signal?: AbortSignal): Promise<PodView[]> => {
  const pages: Promise<Page<PodView>>[] = [];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
    const chunk = ids
      .slice(start, start + MAX_IDS_PER_CALL)
      .map(encodeURIComponent)
      .join(',');
    pages.push(api.get<Page<PodView>>(`/pods/?ids=${chunk}`, { signal }));
  }
  return (await Promise.all(pages)).flatMap((page) => page.results);
};

export const getPodsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['pods', 'list', ...ids],
    queryFn: ({ signal }) => getPods(ids, signal),
    enabled: ids.length > 0,
    staleTime: 0,
  });

export const usePods = (ids: readonly string[]) => useQuery(getPodsQueryOptions(ids));
