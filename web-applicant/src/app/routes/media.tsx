import Typography from '@mui/material/Typography';
import { MediaList } from '@/features/content/components/media-list';

/** /media: the course content download list (spec 2 §2). */
export const MediaRoute = () => (
  <>
    <Typography variant="h4" component="h1" gutterBottom>
      Course content
    </Typography>
    <MediaList />
  </>
);
