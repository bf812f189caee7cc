import type { TimeSlot } from '@portal/contracts';
import { proposeMatching } from '../matching';
import type { MatchingStudent, MatchingTa } from '../matching';
import { formProjectGroups } from '../mentors';
import { dataSetName, dataSetNamesOf } from './pod-names';

const names = dataSetNamesOf([
  { id: 'allen-brain-observatory', name: 'Allen Brain Observatory' },
  { id: 'steinmetz-neuropixels', name: 'Steinmetz Neuropixels recordings' },
]);

const student = (i: number): MatchingStudent => ({
  id: `student-${i}`,
  slots: [2] as TimeSlot[],
  languages: ['English'],
  dataSets: ['allen-brain-observatory'],
  lowFi: 'no',
  seniority: 'junior',
});
const ta: MatchingTa = {
  id: 'ta-1',
  role: 'regular_TA',
  lead: false,
  slots: [2],
  languages: ['English'],
  dataSets: ['allen-brain-observatory'],
  openToLowFi: false,
};

describe('a data set in a name', () => {
  it('reads as the course names it, and as its id only when the course lists no such data set', () => {
    expect(dataSetName(names, 'allen-brain-observatory')).toBe('Allen Brain Observatory');
    expect(dataSetName(names, 'retired-set')).toBe('retired-set');
    expect(dataSetName(undefined, 'allen-brain-observatory')).toBe('allen-brain-observatory');
  });
});

describe('the pods and megapods a matching proposes', () => {
  it('are named by the data set name, not its id', async () => {
    const students = Array.from({ length: 12 }, (_, i) => student(i + 1));
    const proposal = await proposeMatching({ students, tas: [ta], dataSetNames: names });
    expect(proposal.pods.map((pod) => pod.name)).toEqual(['Slot 2 · Allen Brain Observatory · 1']);
    expect(proposal.pods[0].dataSet).toBe('allen-brain-observatory');
    expect(proposal.megapods.map((megapod) => megapod.name)).toEqual(['Megapod slot 2 · Allen Brain Observatory · 1']);
  });
});

describe('the project groups of a pod', () => {
  it('are named by the data set name, not its id', () => {
    const students = ['a', 'b', 'c'].map((id) => ({ id, dataSets: ['steinmetz-neuropixels'], seniority: null }));
    const pod = {
      podId: 'pod-1',
      name: 'Slot 2 · Steinmetz Neuropixels recordings · 1',
      timeSlot: 2 as TimeSlot,
      language: 'English',
      dataSet: 'steinmetz-neuropixels',
      secondDataSet: null,
      students,
    };
    const groups = formProjectGroups([pod], names);
    expect(groups.map((group) => [group.name, group.dataSet])).toEqual([
      ['Group 1 · Steinmetz Neuropixels recordings', 'steinmetz-neuropixels'],
    ]);
  });
});
