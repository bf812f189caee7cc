/**
 * The names matching gives pods, megapods and project groups. People read them on their dashboards,
 * in staff's pages and in emails, so a data set is named as the course names it (`data_sets[].name`),
 * not by its id; an id the course no longer lists is shown as it is, since that is all there is.
 * The names are kept in the events, so a pod formed before this keeps the name it was formed with.
 */
export type DataSetNames = Readonly<Record<string, string>>;

export const dataSetName = (names: DataSetNames | undefined, id: string): string => names?.[id] ?? id;

export const podName = (timeSlot: number, dataSet: string, number: number): string =>
  `Slot ${timeSlot} · ${dataSet} · ${number}`;

export const megapodName = (timeSlot: number, dataSet: string, number: number): string =>
  `Megapod slot ${timeSlot} · ${dataSet} · ${number}`;

export const projectGroupName = (number: number, dataSet: string): string => `Group ${number} · ${dataSet}`;

/** The data set names of a course, by id, for the engines' inputs. */
export const dataSetNamesOf = (dataSets: ReadonlyArray<{ id: string; name: string }>): Record<string, string> =>
  Object.fromEntries(dataSets.map((dataSet) => [dataSet.id, dataSet.name]));
