import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const draftKey = (userId: string, form: string) => `portal.draft.${userId}.${form}`;

const readDraft = (key: string): Record<string, unknown> | null => {
  try {
    const stored = localStorage.getItem(key);
    const draft: unknown = stored ? JSON.parse(stored) : null;
    return draft && typeof draft === 'object' ? (draft as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** What the draft needs of a form, whatever its schema turns the values into on submit. */
export type DraftForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'watch' | 'reset' | 'getValues'>;

type DraftOptions<T extends FieldValues> = {
  userId: string;
  /** Names the form among the user's drafts. */
  form: string;
  /** Fields never written to the browser's storage (passwords, files). */
  exclude?: ReadonlyArray<keyof T>;
};

/**
 * Keeps what the user types in localStorage, per user and form, and puts it back when the form
 * opens again: after a closed tab, a crash or an expired session nothing typed is lost. The saved
 * values stay the form's defaults, so a restored draft counts as unsaved changes. Returns the
 * function that forgets the draft once it is saved.
 */
export const useFormDraft = <T extends FieldValues>(
  { watch, reset, getValues }: DraftForm<T>,
  { userId, form, exclude = [] }: DraftOptions<T>,
) => {
  const key = draftKey(userId, form);

  useEffect(() => {
    const excluded = new Set<PropertyKey>(exclude);
    const kept = (values: object) => Object.fromEntries(Object.entries(values).filter(([name]) => !excluded.has(name)));
    const draft = readDraft(key);
    if (draft) reset({ ...getValues(), ...kept(draft) }, { keepDefaultValues: true });
    const subscription = watch((values, { type }) => {
      // Only typing changes the draft: a reset (a save, a restore) is not the user's work.
      if (type !== 'change') return;
      localStorage.setItem(key, JSON.stringify(kept(values)));
    });
    return () => subscription.unsubscribe();
    // The exclusions are fixed per form; restoring again on each render would undo typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, watch, reset, getValues]);

  return useCallback(() => localStorage.removeItem(key), [key]);
};

/** Forgets every draft of the user whose form name starts with `formPrefix` (a finished wizard's steps). */
export const forgetDrafts = (userId: string, formPrefix: string) => {
  const prefix = draftKey(userId, formPrefix);
  Object.keys(localStorage)
    .filter((key) => key.startsWith(prefix))
    .forEach((key) => localStorage.removeItem(key));
};
