import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/** A person as 'Name (email)', the email a mail link; 'Not assigned' when there is nobody. */
export const PersonValue = ({ person }: { person: { full_name: string; email: string | null } | null }) =>
  person ? (
    <>
      {person.full_name}
      {person.email && (
        <>
          {' ('}
          <Link href={`mailto:${person.email}`}>{person.email}</Link>
          {')'}
        </>
      )}
    </>
  ) : (
    'Not assigned'
  );

/** An outside link opened in a new tab, saying so to screen readers. */
export const ExternalLink = ({ href }: { href: string | null }) =>
  href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {href}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  ) : (
    'Not set'
  );

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
