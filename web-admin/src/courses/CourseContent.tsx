import { Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  ArrayInput,
  Form,
  PasswordInput,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  minLength,
  required,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { httpClient } from '../dataProvider';

interface CourseContent {
  files: { name: string; url: string }[];
  has_password: boolean;
}

const contentUrl = (courseId: string) => `/api/admin/courses/${courseId}/content/`;

/**
 * The course's downloadable files and its shared content password, kept apart from the course
 * record (`GET/PUT /api/admin/courses/{id}/content/`). The password is only ever sent, never shown:
 * the API keeps its hash. Leaving it empty keeps the current one.
 */
export const CourseContentCard = () => {
  const course = useRecordContext();
  const notify = useNotify();
  const [content, setContent] = useState<CourseContent | null>(null);
  useEffect(() => {
    if (!course?.id) return;
    httpClient(contentUrl(String(course.id))).then(({ json }) => setContent(json as CourseContent));
  }, [course?.id]);
  if (!course || !content) return null;

  const save = async (values: Record<string, unknown>) => {
    const files = (values.files as CourseContent['files'] | undefined) ?? [];
    const body = { files, ...(values.password ? { password: values.password } : {}) };
    try {
      const { json } = await httpClient(contentUrl(String(course.id)), { method: 'PUT', body: JSON.stringify(body) });
      setContent(json as CourseContent);
      notify('Course content saved', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="course-content-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="course-content-heading" component="h2" variant="h6">
          Course content
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {content.has_password
            ? 'A content password is set. Enter a new one to replace it.'
            : 'No content password is set: only enrolled people see the files.'}
        </Typography>
        <Form record={{ files: content.files, password: '' }} onSubmit={save}>
          <ArrayInput source="files" label="Files">
            <SimpleFormIterator inline>
              <TextInput source="name" label="File name" validate={required()} />
              <TextInput source="url" label="Link" type="url" validate={required()} />
            </SimpleFormIterator>
          </ArrayInput>
          <PasswordInput source="password" label="New content password" validate={minLength(8)} />
          <SaveButton label="Save content" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
};
