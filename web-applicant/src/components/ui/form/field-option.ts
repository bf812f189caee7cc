/** A choice of a select, radio or checkbox group: the stored value and the words shown for it. */
export type SelectOption<V extends string | number | boolean = string | number | boolean> = { value: V; label: string };

/** The option an input's string stands for, so numbers and booleans come back as such; '' is none (null). */
export const optionValue = <V extends string | number | boolean>(options: readonly SelectOption<V>[], text: string) =>
  text === '' ? null : (options.find((option) => String(option.value) === text)?.value ?? null);
