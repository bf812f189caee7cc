import { useCallback, useState } from 'react';
import Typography from '@mui/material/Typography';
import { UnsavedChangesGuard } from '@/components/ui/form/unsaved-changes-guard';
import { Spinner } from '@/components/ui/spinner';
import { EditProfileForm } from '@/features/account/components/edit-profile-form';
import { SocialAccounts } from '@/features/account/components/social-accounts';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { useUser } from '@/lib/auth/get-user';

type DirtyForms = { editProfile: boolean; profile: boolean };

/**
 * The account page's settings: Edit Profile with the connected accounts, then General Info and
 * Demographics. The Documents tab (receipts, certificates) waits for those APIs.
 */
export const AccountRoute = () => {
  const user = useUser().data;
  const [dirty, setDirty] = useState<DirtyForms>({ editProfile: false, profile: false });
  const onEditProfileDirty = useCallback(
    (editProfile: boolean) => setDirty((forms) => ({ ...forms, editProfile })),
    [],
  );
  const onProfileDirty = useCallback((profile: boolean) => setDirty((forms) => ({ ...forms, profile })), []);

  if (!user) return <Spinner label="Loading your account" />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Account settings
      </Typography>
      <EditProfileForm user={user} onDirtyChange={onEditProfileDirty} />
      <SocialAccounts user={user} />
      <ProfileForm user={user} onDirtyChange={onProfileDirty} />
      <UnsavedChangesGuard when={dirty.editProfile || dirty.profile} />
    </>
  );
};
