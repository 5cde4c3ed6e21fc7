import { describe, expect, it } from 'vitest';
import { cmsBackend } from '../admin/admin-files';
import { readBuildEnv } from './build-env';

describe('readBuildEnv', () => {
  it('reads a blank setting as not set, and trims the others', () => {
    const { values, problems } = readBuildEnv({
      VITE_EMAILJS_PUBLIC_KEY: '  ',
      CMS_REPO: ' acme/site ',
    });
    expect(problems).toEqual([]);
    expect(values.VITE_EMAILJS_PUBLIC_KEY).toBeUndefined();
    expect(values.CMS_REPO).toBe('acme/site');
    expect(values.VITE_EMAILJS_ORIGIN).toBe('https://api.emailjs.com');
  });

  it('names each wrong setting and reads it as not set, keeping the rest', () => {
    const { values, problems } = readBuildEnv({
      VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com/v1',
      CMS_BACKEND: 'gitlub',
      CMS_BRANCH: 'live',
    });
    expect(problems).toEqual([
      {
        setting: 'VITE_EMAILJS_ORIGIN',
        message:
          'VITE_EMAILJS_ORIGIN "https://api.emailjs.com/v1" must be an origin only, such as https://api.emailjs.com.',
      },
      { setting: 'CMS_BACKEND', message: 'CMS_BACKEND must be github or gitlab.' },
    ]);
    expect(values.CMS_BACKEND).toBeUndefined();
    expect(values.CMS_BRANCH).toBe('live');
  });
});

describe('cmsBackend', () => {
  it('warns of a git host it does not know and saves to GitHub', () => {
    const { backend, warnings } = cmsBackend({
      CMS_BACKEND: 'bitbucket',
      CMS_REPO: 'acme/site',
      VITE_EMAILJS_ORIGIN: 'ftp://emailjs.example.com',
    });
    expect(backend).toMatchObject({ name: 'github', repo: 'acme/site', branch: 'main' });
    expect(warnings).toEqual(['CMS_BACKEND must be github or gitlab.']);
  });

  it('gives GitLab its application id', () => {
    const { backend, warnings } = cmsBackend({
      CMS_BACKEND: 'gitlab',
      CMS_REPO: 'acme/site',
      CMS_APP_ID: 'app-1',
    });
    expect(backend).toMatchObject({ name: 'gitlab', appId: 'app-1' });
    expect(warnings).toEqual([]);
  });
});
