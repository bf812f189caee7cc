import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Shown instead of the whole layout when a page throws or its chunk fails to load
// (typically after a new deployment replaced the hashed files): reloading fixes both.
export const RouteErrorFallback = () => (
  <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
    <Typography variant="h4" component="h1" gutterBottom>
      Something went wrong
    </Typography>
    <Typography sx={{ mb: 3 }}>This page could not be shown. Reloading usually fixes it.</Typography>
    <Button variant="contained" onClick={() => window.location.reload()}>
      Reload the page
    </Button>
  </Container>
);
