import { Card, CardContent, Typography } from '@mui/material';
import type { CourseContentInput } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { messageOf, staffRead } from '../staffQuery';

/** What the API answers: the files as set and whether a password is set (never the password). */
interface CourseContent {
  files: CourseContentInput['files'];
  has_password: boolean;
}

const contentUrl = (courseId: string) => `/api/admin/courses/${courseId}/content/`;
const contentKey = (courseId: string) => ['staff', 'course-content', courseId] as const;

/**
 * The course's downloadable files and its shared content password, kept apart from the course
 * record (`GET/PUT /api/admin/courses/{id}/content/`). The password is only ever sent, never shown:
 * the API keeps its hash. Leaving it empty keeps the current one.
 */
export const CourseContentCard = () => {
  const course = useRecordContext();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const courseId = course?.id === undefined ? '' : String(course.id);
  const { data: content } = useQuery({
    queryKey: contentKey(courseId),
    queryFn: () => httpClient(contentUrl(courseId)).then(({ json }) => json as CourseContent),
    enabled: courseId !== '',
    ...staffRead,
  });
  const store = useMutation({
    mutationFn: (body: CourseContentInput) =>
      httpClient(contentUrl(courseId), { method: 'PUT', body: JSON.stringify(body) }).then(
        ({ json }) => json as CourseContent,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(contentKey(courseId), saved);
      notify('Course content saved', { type: 'success' });
    },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  if (!course || !content) return null;

  const save = async (values: Record<string, unknown>) => {
    const files = (values.files as CourseContent['files'] | undefined) ?? [];
    const password = typeof values.password === 'string' && values.password ? values.password : undefined;
    // The form waits for the answer, as it did when it saved by itself; a refusal is notified above.
    await store.mutateAsync({ files, ...(password ? { password } : {}) }).catch(() => undefined);
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
