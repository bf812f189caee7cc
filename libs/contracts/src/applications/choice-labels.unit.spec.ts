import { CHOICE_LABELS, choiceLabelOf } from './choice-labels';

describe("the application form's choices as people read them", () => {
  it('finds a stored answer by its value alone, since no value stands in two lists', () => {
    const values = Object.values(CHOICE_LABELS).flatMap((labels) => Object.keys(labels));
    expect(new Set(values).size).toBe(values.length);
    expect(choiceLabelOf('have_not_participated')).toBe('I have not taken part before');
    expect(choiceLabelOf('between_one_and_two')).toBe('1 to 2 hours');
  });

  it('has no words for a value of no list, so the screen can spell the value itself', () => {
    expect(choiceLabelOf('computational_neuroscience')).toBeUndefined();
    expect(choiceLabelOf('toString')).toBeUndefined();
  });
});
