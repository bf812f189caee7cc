import Typography from '@mui/material/Typography';
import { HelpSections } from '@/features/help/components/help-sections';

export const HelpRoute = () => (
  <>
    <Typography variant="h4" component="h1" gutterBottom>
      Help
    </Typography>
    <Typography sx={{ mb: 3 }}>Answers to the questions applicants ask most. Open a section to read it.</Typography>
    <HelpSections />
  </>
);
