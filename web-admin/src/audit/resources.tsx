import { Resource } from 'react-admin';
import personalData from '../personal-data';
import projections from '../projections';
import whatIf from '../what-if';
import asOf from './as-of';
import events from './events';
import streams from './streams';

/** The audit and personal-data pages, all for admins only (App.tsx adds them for that role). */
export const auditResources = (
  <>
    <Resource name="events" {...events} />
    <Resource name="streams" {...streams} />
    <Resource name="as-of" {...asOf} />
    <Resource name="projections" {...projections} />
    <Resource name="personal-data" {...personalData} />
    <Resource name="what-if" {...whatIf} />
  </>
);
