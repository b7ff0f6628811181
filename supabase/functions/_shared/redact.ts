/**
 * Removes secrets from text before it leaves the function (an error body a provider echoed,
 * a log line). Every occurrence of each secret becomes "[redacted]".
 */
export function redactor(secrets: (string | undefined)[]): (text: string) => string {
  const known = secrets.filter((secret): secret is string => !!secret && secret.length >= 4)
  return (text) => known.reduce((out, secret) => out.split(secret).join('[redacted]'), text)
}
