import Typography from '@mui/material/Typography';
import { Login, LoginForm } from 'react-admin';

/**
 * react-admin's sign-in card, inside a main landmark and under a level-one heading: its own page has
 * neither, which leaves screen-reader users without a heading to land on or a region to jump to.
 */
export const LoginPage = () => (
  <main>
    <Login>
      <Typography component="h1" variant="h6" sx={{ textAlign: 'center', px: 2 }}>
        Course Portal — Staff sign-in
      </Typography>
      <LoginForm />
    </Login>
  </main>
);
