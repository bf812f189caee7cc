import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SOCIAL_PROVIDERS, useSocialProviders, type SocialProvider } from '@/lib/social-sign-in/get-social-providers';
import { goToProvider } from '@/lib/social-sign-in/provider-redirect';

const PROVIDER_NAMES: Record<SocialProvider, string> = { orcid: 'ORCID', github: 'GitHub', google: 'Google' };

type SocialButtonsProps = { action: 'Sign in' | 'Sign up' };

/** One button per enabled provider; the portal's own stand-ins say "(demo)". */
export const SocialButtons = ({ action }: SocialButtonsProps) => {
  const providersQuery = useSocialProviders();
  if (!providersQuery.data) return null;
  const providers = providersQuery.data;
  const enabled = SOCIAL_PROVIDERS.filter((provider) => providers[provider].enabled);

  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      {enabled.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          fullWidth
          onClick={() => goToProvider(provider, providers[provider], 'sign-in')}
        >
          {action} with {PROVIDER_NAMES[provider]}
          {providers[provider].demo ? ' (demo)' : ''}
        </Button>
      ))}
    </Stack>
  );
};
