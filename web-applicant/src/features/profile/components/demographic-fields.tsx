import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { FieldControl } from '@/components/ui/form/field-control';
import { FormCheckboxGroup } from '@/components/ui/form/form-checkbox-group';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import {
  ACCESS_SUPPORT_OPTIONS,
  GENDER_OPTIONS,
  RACE_OPTIONS,
  SOCIOECONOMIC_OPTIONS,
  YES_NO_OPTIONS,
} from '../profile-labels';
import type { ProfileFormValues } from '../profile-form-values';
import { CountrySearchField } from './country-search-field';

/** Each self-describe text shows while its option is ticked; a save blanks it otherwise (spec 1 §5). */
export const DemographicFields = ({ control }: { control: FieldControl<ProfileFormValues> }) => {
  const [gender, race, access] = useWatch({ control, name: ['gender', 'race_and_ethnicity', 'access_support'] });

  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 4 }}>
        Demographics
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Your answers help the programme reach and support everyone; they are stored encrypted and never decide an
        application.
      </Typography>
      <FormCheckboxGroup control={control} name="gender" legend="Gender" options={GENDER_OPTIONS} required />
      {gender.includes('self_describe') && (
        <FormTextField control={control} name="self_describe_gender" label="Your gender, in your words" />
      )}
      <FormCheckboxGroup
        control={control}
        name="race_and_ethnicity"
        legend="Race and ethnicity"
        options={RACE_OPTIONS}
        required
      />
      {race.includes('self_describe') && (
        <FormTextField control={control} name="self_describe_race" label="Your race or ethnicity, in your words" />
      )}
      <CountrySearchField control={control} name="country_of_origin" label="Country of origin" required />
      <FormSelectField
        control={control}
        name="parents_completed_college"
        label="Did your parents complete college?"
        options={YES_NO_OPTIONS}
        required
      />
      <FormSelectField
        control={control}
        name="dependents_at_home"
        label="Do you have dependents at home?"
        options={YES_NO_OPTIONS}
        required
      />
      <FormSelectField
        control={control}
        name="socioeconomic_situation"
        label="Socioeconomic situation"
        options={SOCIOECONOMIC_OPTIONS}
        required
      />
      <FormCheckboxGroup
        control={control}
        name="access_support"
        required={false}
        legend="Accessibility support you would like"
        options={ACCESS_SUPPORT_OPTIONS}
      />
      {access?.includes('self-describe') && (
        <FormTextField control={control} name="self_describe_disability" label="The support you need" multiline />
      )}
    </>
  );
};
