import { translate } from '@/lib/i18n/i18n'
import '../model/share-catalogue'

/**
 * What the share dialog and the shared guide's page say when a share call fails, in the interface
 * language at the moment it is read.
 */
export const shareMessages = {
  get create() {
    return translate('share.error.create')
  },
  get stop() {
    return translate('share.error.stop')
  },
  get status() {
    return translate('share.error.status')
  },
  get load() {
    return translate('share.error.load')
  },
  get save() {
    return translate('share.error.save')
  },
  get notShared() {
    return translate('share.notShared')
  },
}
