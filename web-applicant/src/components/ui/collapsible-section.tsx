import { useId, type ReactNode } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';

type CollapsibleSectionProps = {
  title: string;
  /** Keeps the page outline in order wherever the section is placed. */
  headingLevel: 'h2' | 'h3' | 'h4';
  /**
   * Id of an element naming what the section belongs to. Several sections with the same
   * title (one "Description" per course) then still get distinct region names.
   */
  contextLabelId?: string;
  children: ReactNode;
};

export const CollapsibleSection = ({ title, headingLevel, contextLabelId, children }: CollapsibleSectionProps) => {
  const id = useId();
  const summaryId = `${id}-summary`;
  const regionId = `${id}-region`;

  return (
    <Accordion
      disableGutters
      slotProps={{
        heading: { component: headingLevel },
        region: { 'aria-labelledby': contextLabelId ? `${contextLabelId} ${summaryId}` : summaryId },
      }}
    >
      <AccordionSummary id={summaryId} aria-controls={regionId} expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
};
