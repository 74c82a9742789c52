import { forgetToken, readToken, saveToken } from '@/lib/publishing/github-token';
import { SESSION_STORAGE_KEYS } from '@/lib/stores/storage-keys';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the GitHub token', () => {
  it('is kept in sessionStorage only, never in localStorage', () => {
    saveToken('  github_pat_abc  ');
    expect(readToken()).toBe('github_pat_abc');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.githubToken)).toBe('github_pat_abc');
    expect(localStorage.length).toBe(0);
  });

  it('is forgotten on the admin’s word, or when an empty one is saved', () => {
    saveToken('github_pat_abc');
    forgetToken();
    expect(readToken()).toBe('');
    saveToken('github_pat_abc');
    saveToken('   ');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.githubToken)).toBeNull();
  });
});
