import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

type AnsweredQuestion = { question_id: number; question: string; answer: string };

/** The course questions as the applicant answered them. */
export const ApplicationAnswers = () => {
  const answers: AnsweredQuestion[] = useRecordContext()?.answered_questions ?? [];
  if (answers.length === 0) return <Typography>No course questions were answered.</Typography>;
  return (
    <List aria-label="Answers" dense>
      {answers.map((answer) => (
        <ListItem key={answer.question_id} divider>
          <ListItemText primary={answer.question} secondary={answer.answer} />
        </ListItem>
      ))}
    </List>
  );
};
