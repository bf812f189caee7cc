import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaFileView, Page } from '@portal/contracts';
import { api } from '@/lib/api-client';

export const mediaFilesQueryKey = ['media-files'];

/** The files of every course the caller is enrolled in or unlocked; a 403 when there is none. */
export const getMediaFiles = (signal?: AbortSignal) => api.get<Page<MediaFileView>>('/media_files', { signal });

export const getMediaFilesQueryOptions = () =>
  queryOptions({
    queryKey: mediaFilesQueryKey,
    queryFn: ({ signal }) => getMediaFiles(signal),
    // A refusal sends the page to the password form at once (spec 1 §7): no second try.
    retry: false,
    staleTime: 0,
  });

export const useMediaFiles = () => useQuery(getMediaFilesQueryOptions());
