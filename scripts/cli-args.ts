/** `--site a --site b` or `--site=a,b`: the tenant slugs named on a command line. */
export function siteArgs(argv: readonly string[]): string[] {
  const slugs: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--site' && argv[i + 1]) slugs.push(...argv[i + 1]!.split(','));
    else if (arg.startsWith('--site=')) slugs.push(...arg.slice('--site='.length).split(','));
  });
  return slugs.filter(Boolean);
}

export function hasFlag(argv: readonly string[], flag: string): boolean {
  return argv.includes(flag);
}
