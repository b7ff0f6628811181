import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { PROVIDER_SETTINGS_KEY } from '@/lib/ai/provider-settings'
import type { SourcePassage } from '@/lib/source'
import { toStoredPassages } from '@/lib/source-storage'
import { activateLanguage } from '@/lib/i18n/i18n'
import { checkGuide } from '@/study-engine/citations/check'
import { aiHandlers, onPurpose, recordAiRequests, replyFor } from '@/testing/ai-handlers'
import { insertAs, insertGuide, signInNewAccount } from '@/testing/backend-fixtures'
import { failRequest, server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'

// The AI mind map (issue 46) as the guide route composes it, on the local backend: one request
// gives the concepts and their relations, the map is saved with the guide, reopening asks nothing.
const slow = { timeout: 45_000 }
vi.setConfig({ testTimeout: 180_000 })

const pages: SourcePassage[] = [
  {
    anchor: { kind: 'page', n: 2 },
    text: 'Chlorophyll absorbs light in the thylakoids. The light reactions make ATP from light energy.',
  },
  {
    anchor: { kind: 'page', n: 6 },
    text: 'The Calvin cycle builds glucose from carbon dioxide using ATP.',
  },
]
const written = [
  '# Photosynthesis',
  '## Light reactions',
  '- **Chlorophyll**: absorbs light in the thylakoids [P1]',
  '- **ATP**: made from light energy [P1]',
  '## Calvin cycle',
  '- **Glucose**: built from carbon dioxide using ATP [P2]',
].join('\n')

/** The model's map: a concept the guide's own structure does not have, two relations. */
const modelMap = {
  branches: [
    {
      label: 'Light reactions',
      source: 'P1',
      quote: 'Chlorophyll absorbs light in the thylakoids.',
      concepts: [
        {
          label: 'Light energy',
          definition: 'The energy chlorophyll absorbs in the thylakoids.',
          source: 'P1',
          quote: 'Chlorophyll absorbs light in the thylakoids.',
        },
        {
          label: 'ATP',
          definition: 'Made from light energy by the light reactions.',
          source: 'P1',
          quote: 'The light reactions make ATP from light energy.',
        },
      ],
    },
    {
      label: 'Calvin cycle',
      concepts: [
        {
          label: 'Glucose',
          definition: 'Built from carbon dioxide using ATP.',
          source: 'P2',
          quote: 'The Calvin cycle builds glucose from carbon dioxide using ATP.',
        },
      ],
    },
  ],
  relations: [
    { from: 'ATP', to: 'Glucose', label: 'powers the making of' },
    // Not a node of the map: left out.
    { from: 'ATP', to: 'Starch', label: 'is stored as' },
  ],
}

async function savedGuide() {
  const ada = await signInNewAccount('Ada')
  const cited = checkGuide(pages, written)
  const row = await insertGuide(ada, { title: 'Photosynthesis', content: cited.content })
  await insertAs(ada, 'study_guide_sources', {
    guide_id: row.id,
    user_id: ada.id,
    passages: toStoredPassages(pages),
    citations: cited.citations,
  })
  return row.id
}

beforeEach(() => {
  localStorage.setItem(
    PROVIDER_SETTINGS_KEY,
    JSON.stringify({ baseURL: 'https://ai.test/v1', model: 'gpt-4' }),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** A saved guide, the model answering with modelMap, and the mind map requests it was sent. */
async function guideTheModelMaps() {
  const guideId = await savedGuide()
  const recorder = recordAiRequests()
  server.use(
    recorder.handler,
    onPurpose('mindMap', (body) => replyFor(body, JSON.stringify(modelMap))),
    ...aiHandlers,
  )
  return {
    guideId,
    mindMapRequests: () => recorder.requests.filter((r) => r.purpose === 'mindMap'),
  }
}

const openMindMap = (guideId: string) => renderApp(`${paths.guide(guideId)}?tab=mindmap`)
const item = (name: string) => screen.getByRole('treeitem', { name })

it('draws the model’s concepts and labelled relations, each concept citing its page, and reopening asks the model nothing', async () => {
  const { guideId, mindMapRequests } = await guideTheModelMaps()

  const { user } = openMindMap(guideId)
  await screen.findByText(
    'Concepts and relations by the AI, from this guide and its source.',
    {},
    slow,
  )
  const tree = screen.getByRole('tree', { name: 'Mind map of Photosynthesis' })
  expect(within(tree).getByRole('treeitem', { name: 'Light energy' })).toHaveAttribute(
    'aria-level',
    '3',
  )
  expect(item('ATP')).toHaveAccessibleDescription('powers the making of → Glucose')
  expect(item('ATP')).toHaveTextContent('powers the making of → Glucose')
  expect(tree).not.toHaveTextContent('is stored as')
  expect(
    await within(item('Glucose')).findByRole('button', { name: 'Source: page 6' }, slow),
  ).toBeVisible()
  await waitFor(() =>
    expect(screen.getByTestId('mind-map-relations')).toHaveTextContent('powers the making of'),
  )
  expect(mindMapRequests()).toHaveLength(1)
  expect(mindMapRequests()[0]!.body.messages.at(-1)?.content).toContain('[P2')

  act(() => item('Glucose').focus())
  await user.keyboard('{Enter}')
  // The guide's documents load when first shown (the route opened at the mind map).
  const section = await screen.findByRole('heading', { name: 'Calvin cycle' }, slow)
  await waitFor(() => expect(section).toHaveFocus())

  // The model's reading of the citations is saved before the map shows it ('Source: page 6'
  // above); reopened, the map comes from the guide.
  expect(tree).not.toHaveTextContent('Checking…')
  cleanup()
  openMindMap(guideId)
  await screen.findByText(
    'Concepts and relations by the AI, from this guide and its source.',
    {},
    slow,
  )
  expect(item('ATP')).toHaveAccessibleDescription('powers the making of → Glucose')
  expect(within(item('Glucose')).getByRole('button', { name: 'Source: page 6' })).toBeVisible()
  expect(mindMapRequests()).toHaveLength(1)
})

it('keeps the guide’s own map, with a note, when the model’s reply is cut off or malformed', async () => {
  const guideId = await savedGuide()
  const replies = [
    '{"branches": [{"label": "Light reactions", "concepts": [{"label": "ATP", "defin',
    JSON.stringify({ branches: 'Light reactions', relations: [{ from: 1 }] }),
  ]
  for (const reply of replies) {
    server.use(
      onPurpose('mindMap', (body) => replyFor(body, reply)),
      ...aiHandlers,
    )
    openMindMap(guideId)
    await screen.findByText(
      'The AI mind map could not be made, so this map is drawn from the guide’s headings and key terms.',
      {},
      slow,
    )
    expect(item('Chlorophyll')).toHaveAttribute('aria-level', '3')
    expect(screen.queryByRole('treeitem', { name: 'Light energy' })).not.toBeInTheDocument()
    cleanup()
  }
})

it('says so when the map cannot be kept with the guide, and still draws it', async () => {
  const guideId = await savedGuide()
  failRequest('PATCH', '/rest/v1/study_guides')
  server.use(
    onPurpose('mindMap', (body) => replyFor(body, JSON.stringify(modelMap))),
    ...aiHandlers,
  )
  openMindMap(guideId)
  expect(
    await screen.findByText(
      'Could not save your mind map. Opening it again will ask the AI again.',
      {},
      slow,
    ),
  ).toBeVisible()
  expect(await screen.findByRole('treeitem', { name: 'Light energy' }, slow)).toBeVisible()
})

it('says that the map could not be kept in the interface language', async () => {
  const guideId = await savedGuide()
  failRequest('PATCH', '/rest/v1/study_guides')
  server.use(
    onPurpose('mindMap', (body) => replyFor(body, JSON.stringify(modelMap))),
    ...aiHandlers,
  )
  await act(() => activateLanguage('es'))
  openMindMap(guideId)
  expect(
    await screen.findByText(
      'No se pudo guardar tu mapa mental. Al abrirlo de nuevo se volverá a preguntar a la IA.',
      {},
      slow,
    ),
  ).toBeVisible()
})

describe('with no connection', () => {
  afterEach(() => {
    onlineManager.setOnline(true)
    vi.restoreAllMocks()
  })

  it('says it is offline at once, draws the guide’s own map, asks nothing, and asks the model once the connection returns', async () => {
    const { guideId, mindMapRequests } = await guideTheModelMaps()
    const { user } = renderApp(paths.guide(guideId))
    const tab = await screen.findByRole('tab', { name: 'Mind map' }, slow)
    // The connection goes: the browser and TanStack Query say so, as the app is then.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => onlineManager.setOnline(false))
    await user.click(tab)
    expect(
      await screen.findByText('You are offline. This needs a connection.', {}, slow),
    ).toBeVisible()
    expect(item('Chlorophyll')).toHaveAttribute('aria-level', '3')
    expect(mindMapRequests()).toEqual([])

    online.mockReturnValue(true)
    act(() => onlineManager.setOnline(true))
    await screen.findByText(
      'Concepts and relations by the AI, from this guide and its source.',
      {},
      slow,
    )
    expect(item('Light energy')).toBeVisible()
    expect(mindMapRequests()).toHaveLength(1)
  })
})
