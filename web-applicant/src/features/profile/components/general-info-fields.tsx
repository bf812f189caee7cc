import Typography from '@mui/material/Typography';
import { EARLIEST_DEGREE_YEAR, UNITED_STATES, US_STATES } from '@portal/contracts';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import type { FieldControl } from '@/components/ui/form/field-control';
import { FormCheckboxField } from '@/components/ui/form/form-checkbox-field';
import { FormCheckboxGroup } from '@/components/ui/form/form-checkbox-group';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { DEGREE_OPTIONS, OPPORTUNITY_OPTIONS, STATUS_OPTIONS, TIME_HELD_OPTIONS } from '../profile-labels';
import type { ProfileFormValues } from '../profile-form-values';
import { CountrySearchField } from './country-search-field';
import { InstitutionSearchField } from './institution-search-field';

/** 1950 to this year, newest first (spec 1 §9). */
const yearOptions = () =>
  Array.from({ length: new Date().getFullYear() - EARLIEST_DEGREE_YEAR + 1 }, (_, index) => {
    const year = new Date().getFullYear() - index;
    return { value: year, label: String(year) };
  });
const US_STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

type GeneralInfoFieldsProps = {
  control: FieldControl<ProfileFormValues>;
  setValue: UseFormSetValue<ProfileFormValues>;
};

export const GeneralInfoFields = ({ control, setValue }: GeneralInfoFieldsProps) => {
  const [degree, status, country, research] = useWatch({
    control,
    name: ['highest_degree', 'status', 'institution_country', 'text_about_research_and_interests'],
  });

  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        General info
      </Typography>
      <FormCheckboxField control={control} name="adult_age" label="I am 18 years old or older" />
      <FormSelectField
        control={control}
        name="highest_degree"
        label="Highest degree"
        options={DEGREE_OPTIONS}
        required
      />
      {degree === 'other' && (
        <FormTextField control={control} name="other_highest_degree" label="Your highest degree" required />
      )}
      {degree !== 'no_degree' && (
        <FormSelectField
          control={control}
          name="highest_degree_year_earned"
          label="Year earned"
          options={yearOptions()}
          required={Boolean(degree)}
        />
      )}
      <InstitutionSearchField
        control={control}
        name="institution"
        onCountryFound={(found) => setValue('institution_country', found, { shouldDirty: true, shouldValidate: true })}
      />
      <CountrySearchField control={control} name="institution_country" label="Institution country" required />
      {country === UNITED_STATES && (
        <FormSelectField control={control} name="us_state" label="US state" options={US_STATE_OPTIONS} required />
      )}
      <FormTextField
        control={control}
        name="contested_region"
        label="Contested region"
        helperText="If you live in a region whose status is disputed, name it here."
      />
      <FormSelectField control={control} name="status" label="Current status" options={STATUS_OPTIONS} required />
      {status === 'other' && (
        <FormTextField control={control} name="other_status" label="Your current status" required />
      )}
      <FormSelectField
        control={control}
        name="held_position_time"
        label="Time in your current position"
        options={TIME_HELD_OPTIONS}
        required
      />
      <FormTextField control={control} name="google_scholar_url" label="Google Scholar profile" type="url" />
      <FormTextField control={control} name="github_url" label="GitHub profile" type="url" />
      <FormTextField
        control={control}
        name="text_about_research_and_interests"
        label="Your research and interests"
        multiline
        minRows={4}
        required
        helperText={`Suggested length: 100–1000 words (now ${wordCount(research)}).`}
      />
      <FormCheckboxGroup
        control={control}
        name="opportunities_to_match_with"
        required={false}
        legend="Opportunities you would like to be matched with"
        options={OPPORTUNITY_OPTIONS}
      />
    </>
  );
};
