import type { DefaultOptions } from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    // Catalogue data changes rarely; refetching on every tab switch would only add load.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    // One retry absorbs a blip without keeping the user waiting long for an error message.
    retry: 1,
  },
} satisfies DefaultOptions;
