import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { Spinner } from '@/components/ui/spinner';
import { useInfoText } from '../api/get-info-text';

const INFO_SECTIONS = [
  { slug: 'about-the-programme', title: 'About the programme' },
  { slug: 'how-applying-works', title: 'How applying works' },
  { slug: 'fees-and-support', title: 'Fees and support' },
] as const;

const InfoText = ({ slug, title }: { slug: string; title: string }) => {
  const textQuery = useInfoText(slug);

  if (textQuery.isPending) return <Spinner label={`Loading ${title}`} />;
  if (textQuery.isError)
    return <Alert severity="error">This section could not be loaded. Please try again later.</Alert>;

  // A blank line in the file starts a new paragraph.
  const paragraphs = textQuery.data
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.map((paragraph, index) => (
    <Typography key={index} sx={{ mb: index < paragraphs.length - 1 ? 2 : 0 }}>
      {paragraph}
    </Typography>
  ));
};

export const InfoSections = () => (
  <div>
    {INFO_SECTIONS.map(({ slug, title }) => (
      <CollapsibleSection key={slug} title={title} headingLevel="h2">
        <InfoText slug={slug} title={title} />
      </CollapsibleSection>
    ))}
  </div>
);
