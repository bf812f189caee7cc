import Typography from '@mui/material/Typography';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { HELP_TOPICS } from '../help-topics';

export const HelpSections = () => (
  <>
    {HELP_TOPICS.map(({ title, questions }) => (
      <CollapsibleSection key={title} title={title} headingLevel="h2">
        {questions.map(({ question, answer }) => (
          <div key={question}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
              {question}
            </Typography>
            <Typography sx={{ mb: 2 }}>{answer}</Typography>
          </div>
        ))}
      </CollapsibleSection>
    ))}
  </>
);
