import { useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useController, type Control } from 'react-hook-form';
import type { EditProfileValues } from '../edit-profile-values';

/** What the file picker offers; the server checks the bytes themselves. */
const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

type ProfileImageFieldProps = { control: Control<EditProfileValues>; storedUrl: string | null };

/** A preview of the picked file, or of the stored picture, and the button that picks one. */
export const ProfileImageField = ({ control, storedUrl }: ProfileImageFieldProps) => {
  const {
    field: { value: file, onChange, ref },
    fieldState: { error },
  } = useController({ control, name: 'profile_image' });
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  const pick = (picked: File | null) => {
    setPreviewUrl((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return picked ? URL.createObjectURL(picked) : null;
    });
    onChange(picked);
  };

  // After a save the form holds no file again, and the stored picture is the one to show.
  const shown = file && previewUrl ? previewUrl : storedUrl;
  const message = error?.message ?? (file ? `Chosen: ${file.name}` : 'A .jpg, .jpeg or .png file');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2 }}>
      <Avatar src={shown ?? undefined} alt="Your profile image" sx={{ width: 72, height: 72 }} />
      <div>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label="Profile image file"
          onChange={(event) => {
            pick(event.target.files?.[0] ?? null);
            // The same file picked again after an error still counts as a change.
            event.target.value = '';
          }}
        />
        <Button ref={ref} variant="outlined" aria-describedby={helperId} onClick={() => input.current?.click()}>
          Choose profile image
        </Button>
        <FormHelperText id={helperId} error={Boolean(error)} aria-live="polite" sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </FormHelperText>
      </div>
    </Stack>
  );
};
