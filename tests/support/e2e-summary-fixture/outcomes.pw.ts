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

test('takes a while', async () => {
  await new Promise((resolve) => setTimeout(resolve, 1_500))
})
