import CourseIcon from '@mui/icons-material/School';
import { CourseCreate } from './CourseCreate';
import { CourseEdit } from './CourseEdit';
import { CourseList } from './CourseList';

export default { list: CourseList, edit: CourseEdit, create: CourseCreate, icon: CourseIcon };
