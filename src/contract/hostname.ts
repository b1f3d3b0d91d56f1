// A guest's hostname (RFC 1035, RFC 952): dot-separated labels of 1 to 63 letters, digits and
// hyphens, none starting or ending with a hyphen; 253 characters in all. The API document's
// Hostname pattern says the same for the mock (a test holds the two together); the instance
// create form reads this to say which part is wrong.

export const MAX_HOSTNAME_LENGTH = 253
export const MAX_HOSTNAME_LABEL_LENGTH = 63

const LABEL = /^[a-zA-Z0-9-]+$/

export type HostnameProblem = 'too-long' | 'label-too-long' | 'label-characters' | 'label-hyphen'

export function hostnameProblem(hostname: string): HostnameProblem | undefined {
  if (hostname.length > MAX_HOSTNAME_LENGTH) return 'too-long'
  for (const label of hostname.split('.')) {
    if (label.length > MAX_HOSTNAME_LABEL_LENGTH) return 'label-too-long'
    if (!LABEL.test(label)) return 'label-characters'
    if (label.startsWith('-') || label.endsWith('-')) return 'label-hyphen'
  }
  return undefined
}
