import { redactedUrl } from './access-log';

describe('an address in the access log', () => {
  it.each([
    ['/api/users/me/', '/api/users/me/'],
    ['/api/pods/?ids=1,2', '/api/pods/?ids=[redacted]'],
    ['/api/admin/applications?filter=%7B%22q%22%3A%22Ada%22%7D&range=[0,24]', '/api/admin/applications?filter=[redacted]&range=[0,24]'],
    ['/api/admin/personal-data?email=ada%40example.org', '/api/admin/personal-data?email=[redacted]'],
    ['/api/x/?token=abc&page=2&page_size=10&sort=name', '/api/x/?token=[redacted]&page=2&page_size=10&sort=name'],
    ['/api/x/?flag&%70age=3&%ZZ=1', '/api/x/?flag&%70age=3&%ZZ=[redacted]'],
    ['/api/x/?q=a=b=c', '/api/x/?q=[redacted]'],
  ])('%s is written %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
