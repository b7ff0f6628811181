import { expect, test } from '@playwright/test'

test('passes', () => {
  expect(1 + 1).toBe(2)
})

test('passes only on its retry', () => {
  expect(test.info().retry).toBe(1)
})

test('fails every time', () => {
  expect(1 + 1).toBe(3)
})
