import type { PodPersonView } from '@portal/contracts';
import type { PersonName } from '@portal/projections';

export const fullName = (person: PersonName): string => `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();

export const personOf = (person: PersonName | null): PodPersonView | null =>
  person ? { full_name: fullName(person), email: person.email } : null;
