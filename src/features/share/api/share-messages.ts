/** What the share dialog and the shared guide's page say when a share call fails. */
export const shareMessages = {
  create: 'Could not create a share link. Please try again.',
  stop: 'Could not stop sharing. Please try again.',
  status: 'Could not check whether this guide is shared.',
  load: 'Could not load the shared guide. Please try again.',
  save: 'Could not save the guide to your library. Please try again.',
  notShared: 'This link is no longer shared.',
} as const
