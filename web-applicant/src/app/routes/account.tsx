import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { UnsavedChangesGuard } from '@/components/ui/form/unsaved-changes-guard';
import { Spinner } from '@/components/ui/spinner';
import { CONNECTED_ACCOUNTS_ANCHOR } from '@/config/paths';
import { EditProfileForm } from '@/features/account/components/edit-profile-form';
import { SessionsTable } from '@/features/account/components/sessions-table';
import { SocialAccounts } from '@/features/account/components/social-accounts';
import { CertificatesTable } from '@/features/certificates/components/certificates-table';
import { ReceiptsTable } from '@/features/enrollment/components/receipts-table';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { useUser } from '@/lib/auth/get-user';

type DirtyForms = { editProfile: boolean; profile: boolean };
type AccountTab = 'settings' | 'documents';

/**
 * The account page: Settings (Edit Profile with the connected accounts and the sessions, then General Info and
 * Demographics) and Documents (the payment receipts, then the certificates with their ORCID buttons).
 */
export const AccountRoute = () => {
  const user = useUser().data;
  const [dirty, setDirty] = useState<DirtyForms>({ editProfile: false, profile: false });
  const onEditProfileDirty = useCallback(
    (editProfile: boolean) => setDirty((forms) => ({ ...forms, editProfile })),
    [],
  );
  // The tab chosen on this visit: a new navigation here (the Documents tab's 'Connect ORCID' link among
  // them) opens on Settings again, where the connected accounts are.
  const location = useLocation();
  const [chosen, setChosen] = useState<{ visit: string; tab: AccountTab } | null>(null);
  const tab: AccountTab = chosen?.visit === location.key ? chosen.tab : 'settings';
  const setTab = (next: AccountTab) => setChosen({ visit: location.key, tab: next });
  const loaded = Boolean(user);
  useEffect(() => {
    if (loaded && location.hash === `#${CONNECTED_ACCOUNTS_ANCHOR}`)
      document.getElementById(CONNECTED_ACCOUNTS_ANCHOR)?.focus();
  }, [loaded, location.hash, location.key]);
  const onProfileDirty = useCallback((profile: boolean) => setDirty((forms) => ({ ...forms, profile })), []);

  if (!user) return <Spinner label="Loading your account" />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Account settings
      </Typography>
      <Tabs value={tab} onChange={(_event, value: AccountTab) => setTab(value)} aria-label="Account sections">
        <Tab value="settings" label="Settings" id="account-tab-settings" aria-controls="account-panel-settings" />
        <Tab value="documents" label="Documents" id="account-tab-documents" aria-controls="account-panel-documents" />
      </Tabs>
      {/* Both panels stay mounted while hidden, so a half-typed form survives a look at the documents. */}
      <div
        role="tabpanel"
        id="account-panel-settings"
        aria-labelledby="account-tab-settings"
        hidden={tab !== 'settings'}
      >
        <EditProfileForm user={user} onDirtyChange={onEditProfileDirty} />
        <SocialAccounts user={user} />
        <SessionsTable />
        <ProfileForm user={user} onDirtyChange={onProfileDirty} />
      </div>
      <div
        role="tabpanel"
        id="account-panel-documents"
        aria-labelledby="account-tab-documents"
        hidden={tab !== 'documents'}
      >
        <Typography variant="h5" component="h2" sx={{ my: 2 }}>
          Receipts
        </Typography>
        <ReceiptsTable />
        <Typography variant="h5" component="h2" sx={{ my: 2 }}>
          Certificates
        </Typography>
        <CertificatesTable />
      </div>
      <UnsavedChangesGuard when={dirty.editProfile || dirty.profile} />
    </>
  );
};
