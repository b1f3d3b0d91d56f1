import { describe, expect, it } from 'vitest'
import { redirectTarget } from '../../../../src/overrides/sign-in/redirect-target'

const origin = 'https://console.example'
const fallback = '/projects'

function target(value: string): string {
  return redirectTarget(
    `?${new URLSearchParams({ redirect_uri: value }).toString()}`,
    fallback,
    origin,
  )
}

describe('redirectTarget', () => {
  it.each([
    ['/projects/mock-project/disks', '/projects/mock-project/disks'],
    ['/projects/mock-project/instances?page=2#top', '/projects/mock-project/instances?page=2#top'],
    ['/system/silos', '/system/silos'],
    // same origin spelled out in full is still a path of this console
    ['https://console.example/settings/profile', '/settings/profile'],
    ['/projects/../system/silos', '/system/silos'],
  ])('keeps the console path %j', (value, expected) => {
    expect(target(value)).toBe(expected)
  })

  it.each([
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\t\\evil.example',
    '//evil.example',
    '///evil.example',
    '/.//evil.example',
    '/projects/..//evil.example',
    'https://evil.example',
    'https://evil.example/projects',
    'http://console.example/projects',
    'https://console.example:8443/projects',
    'https://console.example.evil.example/',
    'https://user@evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@evil.example',
    'http:evil.example',
    'https:\\\\evil.example',
  ])('sends %j to the default page', (value) => {
    expect(target(value)).toBe(fallback)
  })

  it('reads the encoded forms a link carries the same way', () => {
    for (const encoded of [
      '%2F%09%2Fevil.example',
      '%2F%0A%2Fevil.example',
      '%2F%0D%2Fevil.example',
      '%2F%5Cevil.example',
    ]) {
      expect(redirectTarget(`?redirect_uri=${encoded}`, fallback, origin)).toBe(fallback)
    }
  })

  it('falls back with no redirect_uri or an empty one', () => {
    expect(redirectTarget('', fallback, origin)).toBe(fallback)
    expect(redirectTarget('?redirect_uri=', fallback, origin)).toBe(fallback)
  })
})
