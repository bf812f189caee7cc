import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { disconnectedFrom, failedToDisconnectFrom, type UserView } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { CONNECTED_ACCOUNTS_ANCHOR } from '@/config/paths';
import { SOCIAL_PROVIDERS, useSocialProviders, type SocialProvider } from '@/lib/social-sign-in/get-social-providers';
import { goToProvider } from '@/lib/social-sign-in/provider-redirect';
import { useDisconnectSocialAccount } from '../api/disconnect-social-account';
import { useSocialAccounts } from '../api/get-social-accounts';

const PROVIDER_NAMES: Record<SocialProvider, string> = { orcid: 'ORCID', github: 'GitHub', google: 'Google' };

/**
 * The connected ORCID iD and a connect or disconnect button per enabled provider. A connect leaves
 * for the provider and comes back through its return page, which links it and returns here.
 */
export const SocialAccounts = ({ user }: { user: UserView }) => {
  const providersQuery = useSocialProviders();
  const accountsQuery = useSocialAccounts();
  const disconnect = useDisconnectSocialAccount();
  const notify = useNotifications();
  const providers = providersQuery.data;
  const accounts = accountsQuery.data?.results ?? [];

  const disconnectFrom = (id: string, provider: SocialProvider) =>
    disconnect.mutate(id, {
      onSuccess: () => notify({ message: disconnectedFrom(PROVIDER_NAMES[provider]), severity: 'success' }),
      onError: () => notify({ message: failedToDisconnectFrom(PROVIDER_NAMES[provider]), severity: 'error' }),
    });

  return (
    // Focusable: the Documents tab's 'Connect ORCID' link lands here (paths.connectedAccounts).
    <section id={CONNECTED_ACCOUNTS_ANCHOR} tabIndex={-1} aria-labelledby="social-accounts-heading">
      <Typography id="social-accounts-heading" variant="h6" component="h3" sx={{ mt: 3 }}>
        Connected accounts
      </Typography>
      <Typography sx={{ my: 1, overflowWrap: 'anywhere' }}>ORCID iD: {user.orcid ?? 'not connected'}</Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {providers &&
          accountsQuery.isSuccess &&
          SOCIAL_PROVIDERS.filter((provider) => providers[provider].enabled).map((provider) => {
            const account = accounts.find((connected) => connected.provider === provider);
            return account ? (
              <Button
                key={provider}
                variant="outlined"
                disabled={disconnect.isPending}
                onClick={() => disconnectFrom(account.id, provider)}
              >
                Disconnect {PROVIDER_NAMES[provider]}
              </Button>
            ) : (
              <Button
                key={provider}
                variant="outlined"
                onClick={() => goToProvider(provider, providers[provider], 'connect')}
              >
                Connect {PROVIDER_NAMES[provider]}
              </Button>
            );
          })}
      </Stack>
    </section>
  );
};
