import { commitAddress, isBranchName, parseRepository, pullRequestBranchName } from '@/lib/publishing/github-settings';

describe('parseRepository', () => {
  it('reads owner/name and a github.com address of the repository', () => {
    expect(parseRepository(' league-org/site ')).toEqual({ owner: 'league-org', repo: 'site' });
    expect(parseRepository('https://github.com/league-org/site.git')).toEqual({ owner: 'league-org', repo: 'site' });
    expect(parseRepository('https://github.com/league-org/my.site/')).toEqual({ owner: 'league-org', repo: 'my.site' });
  });

  it('refuses anything that is not one repository', () => {
    for (const text of ['', 'site', 'league-org/', '/site', 'a/b/c', 'league org/site', '-org/site', 'org/..']) expect(parseRepository(text)).toBeNull();
  });
});

describe('isBranchName', () => {
  it('accepts the branch names git accepts', () => {
    for (const name of ['main', 'content/2026-11-26', 'release-1.2']) expect(isBranchName(name)).toBe(true);
  });

  it('refuses names git refuses', () => {
    for (const name of ['', 'has space', 'a..b', '/main', 'main/', '-x', 'x.lock', 'a/.b', 'we~rd', 'what?', 'x.']) expect(isBranchName(name)).toBe(false);
  });
});

describe('pullRequestBranchName', () => {
  it('names the branch by the moment in UTC, a name git accepts', () => {
    const name = pullRequestBranchName(new Date('2026-11-26T16:25:12.345Z'));
    expect(name).toBe('content/2026-11-26-162512');
    expect(isBranchName(name)).toBe(true);
  });
});

describe('commitAddress', () => {
  it('is the commit’s page on github.com', () => {
    expect(commitAddress('league-org', 'site', 'abc123')).toBe('https://github.com/league-org/site/commit/abc123');
  });
});
