import { useQuery } from '@tanstack/react-query';

// The texts are plain files (public/content/<slug>.txt, served from /content/) so that
// rewording them needs no code change.
export const getInfoText = async (slug: string, signal?: AbortSignal): Promise<string> => {
  const response = await fetch(`${import.meta.env.BASE_URL}content/${slug}.txt`, { signal });
  if (!response.ok) throw new Error(`The text "${slug}" could not be loaded (${response.status}).`);
  return response.text();
};

export const useInfoText = (slug: string) =>
  useQuery({
    queryKey: ['info-text', slug],
    queryFn: ({ signal }) => getInfoText(slug, signal),
    // The files change only with a deployment: one fetch per visit is enough.
    staleTime: Infinity,
  });
