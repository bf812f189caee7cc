import { useQuery } from '@tanstack/react-query';

// Texts live in public/content/<slug>.txt so that staff can change them without a rebuild.
export const getInfoText = async (slug: string, signal?: AbortSignal): Promise<string> => {
  const response = await fetch(`${import.meta.env.BASE_URL}content/${slug}.txt`, { signal });
  if (!response.ok) throw new Error(`The text "${slug}" could not be loaded (${response.status}).`);
  return response.text();
};

export const useInfoText = (slug: string) =>
  useQuery({
    queryKey: ['info-text', slug],
    queryFn: ({ signal }) => getInfoText(slug, signal),
    // The files only change with a deployment.
    staleTime: Infinity,
  });
