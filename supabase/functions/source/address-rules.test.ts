import assert from 'node:assert/strict'
import { addressAllowed, classifyAddress, urlRefusal } from './address-rules.ts'
import { refusalText } from './refusals.ts'

const hosted = { allowLoopback: false }
const local = { allowLoopback: true }

Deno.test('addresses of the public internet are allowed', () => {
  for (const address of [
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:93.184.216.34',
  ])
    assert.equal(classifyAddress(address), 'public', address)
})

Deno.test(
  'private, link-local, CGNAT, multicast, metadata and reserved addresses are refused',
  () => {
    for (const address of [
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254', // cloud metadata (AWS, GCP, Azure)
      '169.254.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.0.192', // Oracle Cloud metadata
      '::',
      'fc00::1',
      'fd00:ec2::254', // AWS metadata over IPv6
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:0:192.168.0.1',
      '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2001:db8::1',
      'not an address',
    ])
      assert.equal(classifyAddress(address), 'refused', address)
  },
)

Deno.test('loopback is told apart, and allowed only by the local rules', () => {
  for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
    assert.equal(classifyAddress(address), 'loopback', address)
    assert.equal(addressAllowed(address, hosted), false, address)
    assert.equal(addressAllowed(address, local), true, address)
  }
  assert.equal(addressAllowed('10.0.0.1', local), false)
  assert.equal(addressAllowed('8.8.8.8', hosted), true)
})

Deno.test('only http and https on ports 80 and 443; locally, loopback on any port', () => {
  const refusal = (url: string, rules = hosted) => {
    const refused = urlRefusal(new URL(url), rules)
    return refused && refusalText(refused)
  }
  assert.equal(refusal('https://example.com/page'), null)
  assert.equal(refusal('http://example.com:80/'), null)
  assert.equal(refusal('https://example.com:443/'), null)
  assert.equal(refusal('ftp://example.com/'), 'only http and https links can be read')
  assert.equal(refusal('file:///etc/passwd'), 'only http and https links can be read')
  assert.equal(
    refusal('https://user:secret@example.com/'),
    'links with a user name or password cannot be read',
  )
  assert.equal(refusal('https://example.com:8443/'), 'only ports 80 and 443 can be read')
  assert.equal(refusal('http://127.0.0.1:5432/'), 'only ports 80 and 443 can be read')
  assert.equal(refusal('http://localhost:8080/'), 'only ports 80 and 443 can be read')
  assert.equal(refusal('http://127.0.0.1:5432/', local), null)
  assert.equal(refusal('http://[::1]:8080/', local), null)
  assert.equal(refusal('http://localhost:8080/', local), null)
  assert.equal(refusal('http://example.com:8080/', local), 'only ports 80 and 443 can be read')
})
