import simpleRestProvider from 'ra-data-simple-rest';

// Staff reads follow ra-data-simple-rest unchanged (sort, range, filter, Content-Range).
export const dataProvider = simpleRestProvider('/api/admin');
