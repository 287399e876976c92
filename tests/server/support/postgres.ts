export const templateDatabaseName = 'portal_test_template';

export function withDatabaseName(databaseUrl: string, name: string) {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
